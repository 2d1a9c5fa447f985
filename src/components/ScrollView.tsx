// A fixed-height window onto taller content: the content is laid out at its full height and shifted up by
// `offset` lines; what falls outside is clipped. Reports the content's measured height so the owner can bound
// the offset and say that more lines follow.
import { Box, measureElement, type DOMElement } from 'ink';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

export interface ScrollViewProps {
  height: number;
  offset: number;
  onMeasure(contentHeight: number): void;
  children: ReactNode;
}

export function ScrollView({ height, offset, onMeasure, children }: ScrollViewProps) {
  const content = useRef<DOMElement>(null);
  useLayoutEffect(() => {
    if (content.current) onMeasure(measureElement(content.current).height);
  });
  return (
    <Box height={height} overflow="hidden" flexDirection="column" flexShrink={0}>
      <Box ref={content} flexDirection="column" flexShrink={0} marginTop={-offset}>
        {children}
      </Box>
    </Box>
  );
}

/** The largest useful offset: the last content line at the bottom of the window. */
export function maxScrollOffset(contentHeight: number, height: number): number {
  return Math.max(0, contentHeight - height);
}
