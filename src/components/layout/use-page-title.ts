import { useEffect } from 'react';
import { PRODUCT_NAME } from '@/domain/constants';

/** Page title `{page title} - 考试管理系统` (spec document 1 §1). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
