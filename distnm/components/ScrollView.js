import { jsx as _jsx } from "react/jsx-runtime";
// A fixed-height window onto taller content: the content is laid out at its full height and shifted up by
// `offset` lines; what falls outside is clipped. Reports the content's measured height so the owner can bound
// the offset and say that more lines follow.
import { Box, measureElement } from 'ink';
import { useLayoutEffect, useRef } from 'react';
export function ScrollView({ height, offset, onMeasure, children }) {
    const content = useRef(null);
    useLayoutEffect(() => {
        if (content.current)
            onMeasure(measureElement(content.current).height);
    });
    return (_jsx(Box, { height: height, overflow: "hidden", flexDirection: "column", flexShrink: 0, children: _jsx(Box, { ref: content, flexDirection: "column", flexShrink: 0, marginTop: -offset, children: children }) }));
}
/** The largest useful offset: the last content line at the bottom of the window. */
export function maxScrollOffset(contentHeight, height) {
    return Math.max(0, contentHeight - height);
}
