import { ORGANIZATION_DICT } from '@/domain/entities/college';
import { TEST_DICT } from '@/domain/entities/test';
import { DICTS, storeDicts } from '../features/feature-fixtures';

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

export const GRADE_API = '/testGrade/cpcTestGrade';

export function storeGradeDicts() {
  storeDicts({
    ...DICTS,
    [ORGANIZATION_DICT]: [item('o1', '京华理工大学')],
    [TEST_DICT]: [item('t1', '2025年春季能力测试'), item('t2', '2024年秋季能力测试')],
    grade_level: [item('1', '优秀'), item('2', '良好'), item('3', '合格'), item('4', '不合格')],
  });
}

export const GRADE = {
  id: 'g1',
  testId: 't1',
  testId_dictText: '2025年春季能力测试',
  studentId: 's1',
  studentNo: '2023010001',
  studentName: '李雷',
  organizationId: 'o1',
  organizationId_dictText: '京华理工大学',
  collegeId: 'c1',
  collegeId_dictText: '计算机科学与技术学院',
  programmeId: 'p1',
  programmeId_dictText: '软件工程',
  totalScore: 12,
  fullScore: 20,
  level: '4',
  level_dictText: '不合格',
  absent: 'N',
  absent_dictText: '否',
};

export const TOPICS = [
  {
    id: 'd1',
    topicId: 'tp1',
    topicNo: 1,
    topicType: '1',
    topicType_dictText: '单选',
    knowledgePoint: '极限',
    fullScore: 5,
    score: 5,
    answer: 'B',
    correctAnswer: 'B',
  },
  {
    id: 'd2',
    topicId: 'tp2',
    topicNo: 2,
    topicType: '1',
    topicType_dictText: '单选',
    knowledgePoint: '导数',
    fullScore: 5,
    score: 0,
    answer: 'C',
    correctAnswer: 'A',
  },
  {
    id: 'd3',
    topicId: 'tp3',
    topicNo: 3,
    topicType: '5',
    topicType_dictText: '简答',
    knowledgePoint: '积分',
    fullScore: 10,
    score: 7,
    answer: null,
    correctAnswer: '分部积分',
  },
];
