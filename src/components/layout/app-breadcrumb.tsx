import { Fragment } from 'react';
import { useNavigate } from 'react-router';
import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  makeStyles,
} from '@fluentui/react-components';
import type { MenuItem } from '@/domain/permission-types';
import { HOME_TAB_TITLE } from './tab-rules';
import { menuPath } from './menu-tree';

const useStyles = makeStyles({ crumbs: { flexWrap: 'wrap' } });

interface Props {
  homePath: string;
  /** The menu entries from the top to the current page; empty when the page is not in the menu. */
  trail: MenuItem[];
  /** Title of the current page when it is not in the menu. */
  title: string;
  isHome: boolean;
}

/** 首页 / group / … / page, following the menu path of the current route. */
export function AppBreadcrumb({ homePath, trail, title, isHome }: Props) {
  const styles = useStyles();
  const navigate = useNavigate();
  const crumbs = isHome
    ? []
    : trail.length
      ? trail.filter((m) => menuPath(m) !== homePath).map((m) => ({ id: m.id, title: m.meta.title, path: menuPath(m) }))
      : [{ id: 'page', title, path: '' }];
  return (
    <Breadcrumb aria-label="面包屑" size="small" className={styles.crumbs}>
      <BreadcrumbItem>
        <BreadcrumbButton current={isHome} onClick={isHome ? undefined : () => navigate(homePath)}>
          {HOME_TAB_TITLE}
        </BreadcrumbButton>
      </BreadcrumbItem>
      {crumbs.map((c, i) => {
        const current = i === crumbs.length - 1;
        return (
          <Fragment key={c.id}>
            <BreadcrumbDivider />
            <BreadcrumbItem>
              <BreadcrumbButton current={current} onClick={current || !c.path ? undefined : () => navigate(c.path)}>
                {c.title}
              </BreadcrumbButton>
            </BreadcrumbItem>
          </Fragment>
        );
      })}
    </Breadcrumb>
  );
}
