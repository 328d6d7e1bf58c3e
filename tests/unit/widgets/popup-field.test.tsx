import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setNotifier, type Notification } from '@/lib/notifier';
import { PopupField, popupConfigProblems, popupFills, POPUP_MESSAGES } from '@/components/widgets/popup-field';

const notes: Notification[] = [];
beforeEach(() => {
  notes.length = 0;
  setNotifier({ notify: (n) => notes.push(n) });
});

describe('popup configuration (JPopup)', () => {
  it('needs code, source and target fields: popup参数未正确配置!', () => {
    expect(POPUP_MESSAGES.notConfigured).toBe('popup参数未正确配置!');
    expect(popupConfigProblems({ orgFields: 'a', destFields: 'b' })).toEqual(['popup参数未正确配置!']);
    expect(popupConfigProblems({ code: 'rep', destFields: 'b' })).toEqual(['popup参数未正确配置!']);
    expect(popupConfigProblems({ code: 'rep', destFields: 'x,y' })).toEqual([
      'popup参数未正确配置!',
      'popup参数未正确配置,原始值和目标值数量不一致!',
    ]);
    expect(popupConfigProblems({ code: 'rep', orgFields: 'a' })).toEqual(['popup参数未正确配置!']);
  });

  it('needs as many targets as sources: popup参数未正确配置,原始值和目标值数量不一致!', () => {
    expect(popupConfigProblems({ code: 'rep', orgFields: 'a,b', destFields: 'x' })).toEqual([
      'popup参数未正确配置,原始值和目标值数量不一致!',
    ]);
    expect(popupConfigProblems({ code: 'rep', orgFields: 'a,b', destFields: 'x,y' })).toEqual([]);
  });

  it('fills each target with its source column of the chosen rows, comma-joined', () => {
    const rows = [
      { name: '张三', id: '1' },
      { name: '李四', id: null },
    ];
    expect(popupFills(rows, { orgFields: 'name,id', destFields: 'realname,userId' }, 'realname')).toEqual({
      fills: { realname: '张三,李四', userId: '1,' },
      text: '张三,李四',
    });
  });
});

describe('PopupField', () => {
  it('a wrong configuration shows its messages (in place and as notices) instead of the input', () => {
    render(<PopupField aria-label="用户" code="rep" orgFields="a,b" destFields="x" value="" onChange={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('popup参数未正确配置,原始值和目标值数量不一致!');
    expect(screen.queryByRole('textbox', { name: '用户' })).toBeNull();
    expect(notes).toEqual([{ intent: 'error', message: 'popup参数未正确配置,原始值和目标值数量不一致!' }]);
  });

  it('configured: a read-only input that opens the pop-up and clears every target', async () => {
    const onOpen = vi.fn();
    const onChange = vi.fn();
    render(
      <PopupField
        aria-label="用户"
        code="rep"
        orgFields="name,id"
        destFields="realname,userId"
        field="realname"
        value="张三|李四"
        spliter="|"
        onOpen={onOpen}
        onChange={onChange}
      />,
    );
    expect(notes).toEqual([]);
    const input = screen.getByRole('textbox', { name: '用户' });
    expect(input).toHaveValue('张三,李四');
    expect(input).toHaveAttribute('readonly');
    const user = userEvent.setup();
    await user.click(input);
    expect(onOpen).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(onChange).toHaveBeenCalledWith('', { realname: '', userId: '' });
  });
});
