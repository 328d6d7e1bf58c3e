import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { ScreenPendingPage } from '@/features/pending/screen-pending-page';

describe('ScreenPendingPage', () => {
  it('tells the user in plain Chinese that the screen comes later, without the developer component name', () => {
    const { container } = render(
      <FluentProvider theme={webLightTheme}>
        <ScreenPendingPage title="成绩导入" component="cpc/grade/GradeImportList" />
      </FluentProvider>,
    );
    expect(screen.getByRole('heading', { name: '成绩导入' })).toBeTruthy();
    expect(screen.getByText('「成绩导入」页面正在建设中')).toBeTruthy();
    expect(container.textContent).toContain('该功能将在后续版本中提供，敬请期待。');
    expect(container.textContent).not.toMatch(/组件|cpc\/|GradeImportList|路由/);
  });
});
