import { Card, Link, Skeleton, Text } from '@chakra-ui/react';
import { hasPermission } from '@portal/common/auth/roles';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../auth/use-auth';
import { formatCount } from '../../../utils/format-count';
import { useInsuranceGapCounts } from '../api/get-insurance-list';
import { INSURANCE_LIST_PATH } from '../paths';

const TITLE = 'Insurance gaps and lapses';

/**
 * The dashboard's "Insurance gaps and lapses": how many companies have a gap or a lapsed required coverage (counted in
 * SQL on their compliance rows), opening the insurance list (lapses first). Only for roles with insurance.list.
 */
export function InsuranceGapsCard() {
  const { role } = useAuth();
  const allowed = role !== null && hasPermission(role, 'insurance.list');
  const { data, previousData, error, loading } = useInsuranceGapCounts(!allowed);
  if (!allowed) return null;
  const current = data ?? previousData;
  const count = current ? current.gaps.totalCount + current.lapsed.totalCount : null;
  const unit = count === 1 ? 'company' : 'companies';
  return (
    <Card.Root variant="outline" size="sm" maxW="sm" role="region" aria-label={count === null ? TITLE : `${TITLE}: ${count} ${unit}`}>
      <Card.Body gap="1">
        <Text fontWeight="medium" color="fg.muted">
          {TITLE}
        </Text>
        {count !== null && current ? (
          <>
            <Text fontSize="3xl" fontWeight="semibold">
              {formatCount(count)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {formatCount(current.lapsed.totalCount)} lapsed, {formatCount(current.gaps.totalCount)} with gaps
            </Text>
            <Link asChild color="blue.fg" fontSize="sm">
              <RouterLink to={INSURANCE_LIST_PATH} state={{ tab: current.lapsed.totalCount > 0 || current.gaps.totalCount === 0 ? 'LAPSED' : 'GAPS' }}>
                See the companies
              </RouterLink>
            </Link>
          </>
        ) : error && !loading ? (
          <Text color="fg.muted">The insurance counts could not be loaded.</Text>
        ) : (
          <Skeleton height="10" aria-label="Loading the insurance counts" />
        )}
      </Card.Body>
    </Card.Root>
  );
}
