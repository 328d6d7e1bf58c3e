import { ExceptionPage } from './exception-page';

export default function ServerErrorPage() {
  return <ExceptionPage code={500} />;
}
