import { useSearchParams } from 'react-router';
import { InstitutionDetail } from './institution-detail';
import { InstitutionList } from './institution-list';

/**
 * 院校机构 (cpc/InstitutionList, /organisation/institution): the institutions at a glance; `?id=<organisation id>`
 * shows one of them (a page of its own: linkable, the browser's back returns to the list).
 */
export default function InstitutionPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim();
  return id ? <InstitutionDetail key={id} id={id} /> : <InstitutionList />;
}
