import { Card, Spinner, Text, Title3 } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { shownText } from '@/components/crud';
import { AppLink } from '@/components/widgets/app-link';
import { collegeDetailQuery, PORTAL_PATHS, type PortalCollege } from '../api/institution-api';
import { ContactList, Counts, Facts, LoadError, PORTAL_TEXTS, Section, usePortalStyles } from './portal-parts';

function Programmes({ college }: { college: PortalCollege }) {
  const styles = usePortalStyles();
  const groups = college.programmeGroups ?? [];
  if (groups.length === 0) {
    return (
      <Section title="专业">
        <Text className={styles.muted}>{PORTAL_TEXTS.noProgrammes}</Text>
      </Section>
    );
  }
  return (
    <>
      {groups.map((group) => (
        <Section key={group.programmeType} title={group.title} count={group.programmes.length}>
          <ul className={styles.items} aria-label={group.title}>
            {group.programmes.map((p) => (
              <li key={p.id} className={styles.item}>
                <Text weight="semibold">{shownText(p, 'name')}</Text>
                <Facts
                  items={[
                    ['学科代码', p.disciplineCode],
                    ['学科', p.disciplineCode_dictText],
                    ['批准年份', p.approvedYear],
                  ]}
                />
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </>
  );
}

/**
 * 学院详情 (customer/CollegeDetail, `?id=`): a college of the contact's institution: its header, counts, programmes
 * by kind (本科专业, 专业硕士, 一级学科硕士点, 一级学科博士点) and its 学院联系人s; 返回 goes back to 院校列表.
 */
export default function CollegeDetailPage() {
  const styles = usePortalStyles();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const college = useQuery({ ...collegeDetailQuery(id), enabled: Boolean(id) });
  const back = (
    <div>
      <AppLink to={PORTAL_PATHS.colleges}>
        <ArrowLeftRegular /> 返回
      </AppLink>
    </div>
  );
  if (!id || college.isError) {
    return (
      <div className={styles.root}>
        <LoadError error={college.error ?? new Error('未找到对应数据')} />
        {back}
      </div>
    );
  }
  if (!college.data) return <Spinner label={PORTAL_TEXTS.loading} />;
  const data = college.data;
  return (
    <div className={styles.root}>
      {back}
      <Card>
        <div className={styles.heading}>
          <Title3 as="h2" className={styles.title}>
            {shownText(data, 'collegeName')}
          </Title3>
          <Facts
            items={[
              ['学院编码', shownText(data, 'collegeCode')],
              ['院长', shownText(data, 'dean')],
              ['联系电话', shownText(data, 'phone')],
            ]}
          />
          {data.intro && <Text className={styles.fact}>{data.intro}</Text>}
        </div>
      </Card>
      <Counts
        items={[
          ['专业', data.programmeCount],
          ['学生', data.studentCount],
        ]}
      />
      <Programmes college={data} />
      <Section title="学院联系人" count={data.contacts?.length ?? 0}>
        <ContactList contacts={data.contacts ?? []} label="学院联系人" />
      </Section>
    </div>
  );
}
