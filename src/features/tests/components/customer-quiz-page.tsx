import { useSearchParams } from 'react-router';
import { CustomerQuizInfo } from './customer-quiz-info';
import { CustomerQuizList } from './customer-quiz-list';

/**
 * 测验列表 of the customer portal (customer/QuizList, /cpctest/customer/quiz, the route named quizInfos): without
 * `?id=` the institution's tests as cards; with it the quiz info of that test.
 */
export default function CustomerQuizPage() {
  const id = useSearchParams()[0].get('id')?.trim() ?? '';
  return id ? <CustomerQuizInfo key={id} id={id} /> : <CustomerQuizList />;
}
