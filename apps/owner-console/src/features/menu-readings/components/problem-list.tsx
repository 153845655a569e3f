import { MessageText } from '#components/message-text.tsx';
import type { ProblemText } from '../utils/draft-problems';

/** The server's problems with one field, each in the interface language where it is a domain message. */
export function ProblemList({ problems }: { problems: readonly ProblemText[] }) {
  return (
    <>
      {problems.map((problem, index) => (
        // the same field's messages never reorder
        <span key={index} style={{ display: 'block' }}>
          {typeof problem === 'string' ? problem : <MessageText message={problem} />}
        </span>
      ))}
    </>
  );
}
