import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

/** The rail's label on hover: loaded only when the menu is a rail (floating-ui is not needed otherwise). */
export default function RailTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip label={label} position="right" withinPortal openDelay={400}>
      {children}
    </Tooltip>
  );
}
