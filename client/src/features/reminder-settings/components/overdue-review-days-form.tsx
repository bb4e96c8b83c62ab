import { Box } from '@chakra-ui/react';
import { NumberSettingForm } from '../../../components/number-setting-form';
import { useOverdueReviewDays, useSetOverdueReviewDays } from '../api/overdue-review-days';

export const OVERDUE_DAYS_RANGE_MESSAGE = 'Enter a number of business days from 1 to 60';

/** The system admin's setting: a review waiting more business days than this is overdue (dashboard, daily scan). */
export function OverdueReviewDaysForm() {
  const { data } = useOverdueReviewDays();
  const [save, { loading: saving }] = useSetOverdueReviewDays();
  return (
    <Box mb="4">
      <NumberSettingForm
        name="Overdue reviews"
        legend="Overdue reviews"
        helper="A review waiting more business days (Monday to Friday) than this is flagged as overdue."
        label="Business days before a review is overdue"
        current={data?.overdueReviews.businessDays}
        min={1}
        max={60}
        rangeMessage={OVERDUE_DAYS_RANGE_MESSAGE}
        wholeMessage="Enter a whole number of business days"
        save={(businessDays) => save({ variables: { businessDays } })}
        saving={saving}
        savedMessage="Overdue review setting saved"
        saveLabel="Save business days before a review is overdue"
        width="56"
      />
    </Box>
  );
}
