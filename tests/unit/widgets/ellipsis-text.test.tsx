import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { EllipsisText, ellipsize, ELLIPSIS_LENGTH } from '@/components/widgets/ellipsis-text';

const LONG = '一二三四五六七八九十一二三四五六七八九十一二三四五六七八九十'; // 30 characters

describe('EllipsisText (JEllipsis)', () => {
  it('cuts at 25 characters by default with ..., counting a Chinese character or an emoji once', () => {
    expect(ELLIPSIS_LENGTH).toBe(25);
    expect(ellipsize(LONG)).toBe(`${LONG.slice(0, 25)}...`);
    expect(ellipsize('😀'.repeat(26))).toBe(`${'😀'.repeat(25)}...`);
    expect(ellipsize('短文本')).toBe('短文本');
    expect(ellipsize('abcdef', 3)).toBe('abc...');
  });

  it('a short text shows as it is, with no tooltip or tab stop', () => {
    const { container } = render(<EllipsisText value="短文本" />);
    expect(container).toHaveTextContent('短文本');
    expect(container.querySelector('[tabindex]')).toBeNull();
  });

  it('the whole text shows in a tooltip on keyboard focus (and is the description)', async () => {
    render(
      <FluentProvider theme={webLightTheme}>
        <EllipsisText value={LONG} />
      </FluentProvider>,
    );
    const cut = screen.getByText(`${LONG.slice(0, 25)}...`);
    const user = userEvent.setup();
    await user.tab();
    expect(cut).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG);
    expect(cut).toHaveAccessibleDescription(LONG);
  });
});
