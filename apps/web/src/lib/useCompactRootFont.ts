import { useLayoutEffect } from 'react';
import { holdCompactRootFont } from './rootFontSize.ts';

/** The compact root font (rootFontSize.ts) while the calling screen is shown. */
export function useCompactRootFont(): void {
  useLayoutEffect(() => holdCompactRootFont(), []);
}
