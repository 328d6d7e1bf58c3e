import { makeStyles } from '@fluentui/react-components';
import {
  EntityListProvider,
  ListPagination,
  ListQueryForm,
  ListRecords,
  ListStatus,
  READ_ONLY_LIST,
  useEntityListController,
} from '@/components/crud';
import { AppLink } from '@/components/widgets/app-link';
import { PORTAL_COLLEGE, PORTAL_PATHS, PORTAL_URLS, type College } from '../api/institution-api';

const COLUMNS = ['collegeName', 'dean', 'phone', 'programmeCount', 'studentCount'];
const ACTIONS = { ...READ_ONLY_LIST, detail: false, superQuery: false };
const URLS = { list: PORTAL_URLS.colleges };

const CELLS = {
  collegeName: (record: College) => <AppLink to={PORTAL_PATHS.collegeDetail(record.id)}>{record.collegeName}</AppLink>,
};

const useStyles = makeStyles({ root: { minWidth: 0 } });

/**
 * 院校列表 (customer/CollegeList): the colleges of the contact's institution (a 学院联系人: his own) by their sort
 * number, searchable by name; a card per college on a phone, each name opening 学院详情.
 */
export default function CollegeListPage() {
  const styles = useStyles();
  const controller = useEntityListController({
    entity: PORTAL_COLLEGE,
    title: '学院',
    columns: COLUMNS,
    actions: ACTIONS,
    urls: URLS,
  });
  return (
    <EntityListProvider value={controller}>
      <section className={styles.root} aria-label="院校列表" aria-busy={controller.list.isFetching}>
        <ListQueryForm />
        <ListStatus />
        <ListRecords cells={CELLS} />
        <ListPagination />
      </section>
    </EntityListProvider>
  );
}
