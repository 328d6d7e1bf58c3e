import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import MyProfilePage, { PROFILE_URLS } from '@/features/customer-portal/home/components/my-profile-page';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { ok } from '../features/feature-fixtures';
import { renderWithClient } from '../widgets/test-utils';

const bed = useApiTestBed();
const META = { title: '我的资料', keepAlive: false, internalOrExternal: false };

const CONTACT = {
  id: 'l1',
  realname: '周洁',
  username: 'zhoujie',
  Phone: '13800000001',
  email: 'zj@example.cn',
  linkRole: '3',
  linkRole_dictText: '学院联系人',
  institutionId: 'o1',
  institutionId_dictText: '京华理工大学',
  collegeId: 'c1',
  collegeId_dictText: '计算机学院',
  professionIds: 'p1,p2',
};

function serve(contact: Record<string, unknown>, role: Record<string, unknown>) {
  const asked: string[] = [];
  bed.server.use(
    http.get(api(PROFILE_URLS.own), () => ok(contact)),
    http.get(api(PROFILE_URLS.role), () => ok(role)),
    http.get(api(PROFILE_URLS.programmes), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('ids') ?? '');
      return ok('软件工程,计算机科学与技术');
    }),
  );
  return asked;
}

const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('我的资料', () => {
  it('shows the contact’s own record, his programmes by name and what a 学院联系人 reaches', async () => {
    const asked = serve(CONTACT, { linkRole: '3', linkRole_dictText: '学院联系人', isPrincipal: false });
    renderWithClient(<MyProfilePage title="我的资料" meta={META} />);
    const facts = await screen.findByLabelText('基本信息');
    expect(within(facts).getByText('周洁')).toBeInTheDocument();
    expect(await within(facts).findByText('软件工程,计算机科学与技术')).toBeInTheDocument();
    expect(asked).toEqual(['p1,p2']);
    expect(fact('院校')).toBe('京华理工大学');
    expect(await screen.findByText('仅本学院（计算机学院）')).toBeInTheDocument();
    expect(fact('联系人角色')).toBe('学院联系人');
  });

  it('a 院校负责人 without programmes reaches the whole institution', async () => {
    const asked = serve(
      {
        ...CONTACT,
        linkRole: '1',
        linkRole_dictText: '院校负责人',
        collegeId: null,
        collegeId_dictText: null,
        professionIds: '',
      },
      { linkRole: '1', linkRole_dictText: '院校负责人', isPrincipal: true },
    );
    renderWithClient(<MyProfilePage title="我的资料" meta={META} />);
    expect(await screen.findByText('本院校全部数据（院校负责人）')).toBeInTheDocument();
    expect(fact('负责专业')).toBe('—');
    expect(fact('学院')).toBe('—');
    expect(asked).toEqual([]);
  });
});
