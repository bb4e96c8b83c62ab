import { Button, DataList } from '@chakra-ui/react';
import { formatDate } from '../../../utils/format-date';
import type { Profile } from '../profile';

interface ProfileDetailsProps {
  profile: Profile;
  /** Absent when the role may not edit here. */
  onEdit?: () => void;
}

export function ProfileDetails({ profile, onEdit }: ProfileDetailsProps) {
  const rows: [string, string][] = [
    ['Full Name', profile.name],
    ['Phone', profile.phone ?? ''],
    ['Password', '********'],
    ['Email', profile.email],
    ['Company Name', profile.companyName ?? ''],
    ['Last Login', formatDate(profile.lastLogin)],
  ];
  return (
    <>
      <DataList.Root orientation="horizontal" gap="4">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
            <DataList.ItemValue minW="0" overflowWrap="anywhere">
              {value || '—'}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {onEdit && (
        <Button alignSelf="flex-start" onClick={onEdit}>
          Edit
        </Button>
      )}
    </>
  );
}
