import { CERTIFICATION_STEPS, type CertificationStep } from '../../contract/certification';
import { Steps } from '../../ui';
import { membershipLabels as text } from './labels';

const stepLabels = () => CERTIFICATION_STEPS.map((step) => text.steps[step]);

/** 步骤条: the steps of the certification, the company's own marked as the current step. */
export function Stepper({ current }: { current: CertificationStep }) {
  return (
    <Steps
      steps={stepLabels()}
      current={CERTIFICATION_STEPS.indexOf(current)}
      complete={current === 'certified'}
      aria-label={text.stepsLabel}
    />
  );
}
