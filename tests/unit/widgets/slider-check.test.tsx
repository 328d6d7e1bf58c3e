import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SliderCheck } from '@/components/widgets/slider-check';

/** jsdom lays nothing out: a 300 px track and the 40 px handle. */
function setup() {
  const onSuccess = vi.fn();
  render(<SliderCheck onSuccess={onSuccess} />);
  const handle = screen.getByRole('slider', { name: '滑块验证' });
  const track = handle.parentElement!;
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(handle, 'offsetWidth', { configurable: true, value: 40 });
  const drag = (to: number, release = true) => {
    fireEvent.pointerDown(handle, { clientX: 10, button: 0, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 10 + to / 2, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 10 + to, pointerId: 1 });
    if (release) fireEvent.pointerUp(handle, { clientX: 10 + to, pointerId: 1 });
  };
  return { onSuccess, handle, track, drag };
}

describe('SliderCheck (JSlider)', () => {
  it('starts idle: 拖动滑块验证', () => {
    const { handle, track } = setup();
    expect(track).toHaveTextContent('拖动滑块验证');
    expect(handle).toHaveAttribute('aria-valuetext', '拖动滑块验证');
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    expect(track).toHaveStyle({ height: '34px' });
  });

  it('released before the end, it snaps back', () => {
    const { handle, drag, onSuccess } = setup();
    drag(200, false);
    expect(handle).toHaveStyle({ left: '200px' });
    expect(handle).toHaveAttribute('aria-valuenow', '77');
    fireEvent.pointerUp(handle, { clientX: 210, pointerId: 1 });
    expect(handle).toHaveStyle({ left: '0px' });
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    expect(handle).toHaveAttribute('aria-valuetext', '拖动滑块验证');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('dragged to the far end: 验证通过, announced, and locked', () => {
    const { handle, track, drag, onSuccess } = setup();
    drag(260);
    expect(track).toHaveTextContent('验证通过');
    expect(handle).toHaveAttribute('aria-valuetext', '验证通过');
    expect(handle).toHaveAttribute('aria-valuenow', '100');
    expect(handle).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('验证通过');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    drag(-250); // locked: nothing moves back
    fireEvent.keyDown(handle, { key: 'End' });
    expect(handle).toHaveAttribute('aria-valuetext', '验证通过');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('keyboard: focus the handle, → completes it; ← does nothing', async () => {
    const { handle, onSuccess } = setup();
    const user = userEvent.setup();
    await user.tab();
    expect(handle).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(onSuccess).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuetext', '验证通过');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});
