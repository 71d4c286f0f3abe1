import { useTranslation } from 'react-i18next';
import { Alert } from '../Alert.tsx';
import { errorTagText, messageText } from '../messageText.ts';
import type { VacationDecisionControls } from './useVacationStatus.ts';

/** Why the last decision failed, dismissable; shared by the request's screen and the quick decision of a row. */
export const DecisionFailure = ({ decision }: { decision: VacationDecisionControls }) => {
  const { t } = useTranslation(['vacations', 'errors', 'ui']);
  const { refusal, errorTag, errorMessage } = decision.view;
  // A refused period is shown in its dialog, where the approver can change it; the server's own words (a withdrawal
  // or a decision another approver's decision overtook) say more than the kind of failure.
  const text = refusal ? messageText(t, refusal) : errorTag && decision.view.changes === null ? (errorMessage ?? errorTagText(t, errorTag)) : null;
  return text ? (
    <Alert tone="danger" onDismiss={decision.dismiss}>
      {text}
    </Alert>
  ) : null;
};
