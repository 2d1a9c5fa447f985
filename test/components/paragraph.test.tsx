// Running text wraps at words with no line starting with a space (Ink's own wrap leaves one at some widths).
import { Box } from 'ink';
import { render } from '../helpers/inkTesting.js';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { Paragraph } from '../../src/components/Paragraph.js';

const TEXT =
  'ℹ An image pull secret named ghcr-pull already exists: finishing the wizard updates it in place (you will be asked to confirm).';

describe('Paragraph', () => {
  it('wraps at every width without a leading space and keeps every word', async () => {
    for (let width = 20; width <= 70; width++) {
      let r!: ReturnType<typeof render>;
      await act(async () => {
        r = render(
          <Box width={width}>
            <Paragraph>{TEXT}</Paragraph>
          </Box>,
        );
      });
      const lines = (r.lastFrame() ?? '').split('\n');
      await act(async () => r.unmount());
      for (const line of lines) {
        expect(line.startsWith(' '), `width ${width}: ${JSON.stringify(line)}`).toBe(false);
        expect(line.trimEnd().length).toBeLessThanOrEqual(width);
      }
      expect(lines.map((l) => l.trim()).join(' ')).toBe(TEXT);
    }
  });
});
