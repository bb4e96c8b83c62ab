import { Card, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatCount } from '../../../utils/format-count';
import { PREQUAL_PAGE_PATH } from '../status-cards';

interface StatusCardLinkProps {
  /** The whole card's accessible name: the visible words with the count, so a listener hears both. */
  name: string;
  label: string;
  count: number;
  unit: string;
  tab: number;
  children?: ReactNode;
}

/** A card that is one link: it opens /admin/prequalification on `tab` (navigation state `{ tab }`). */
export function StatusCardLink({ name, label, count, unit, tab, children }: StatusCardLinkProps) {
  return (
    <Card.Root
      asChild
      variant="outline"
      size="sm"
      height="full"
      textDecoration="none"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: 'blue.solid', boxShadow: 'sm' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
    >
      <RouterLink to={PREQUAL_PAGE_PATH} state={{ tab }} aria-label={name}>
        <Card.Body gap="1">
          {/* The spaces between the blocks: the visible words read as the name's words (WCAG 2.5.3, Label in Name),
              not run together ("Registration1pending"); a flex container lays out no whitespace. */}
          <Text fontWeight="medium" color="fg.muted">
            {label}
          </Text>{' '}
          <Text fontSize="3xl" fontWeight="semibold" lineHeight="short">
            {formatCount(count)}
          </Text>{' '}
          <Text fontSize="sm" color="fg.muted">
            {unit}
          </Text>{' '}
          {children}
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
}
