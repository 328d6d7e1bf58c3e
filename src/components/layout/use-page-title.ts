import { useEffect } from 'react';
import { PRODUCT_NAME } from '@/domain/constants';
import { usePageActive } from './page-activity';

/** Page title `{page title} - 考试管理系统`; a kept page sets it again when its tab shows. */
export function usePageTitle(title: string | undefined): void {
  const active = usePageActive();
  useEffect(() => {
    if (active) document.title = title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title, active]);
}
