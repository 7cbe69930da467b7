import styled from 'styled-components';
import { LANGUAGE_NAMES, LOCALES } from '../../contract/locale';
import { rememberLocale, switchLocale, useLocale, useSession } from '../../core';
import { vars } from '../../ui';
import { shellLabels } from '../labels';

const Choices = styled.div`
  display: flex;
  gap: 2px;
`;

const Choice = styled.button`
  padding: 2px ${vars.spaceSm};
  border: 1px solid rgba(255, 255, 255, 0.4);
  border-radius: ${vars.radius};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: rgba(255, 255, 255, 0.2);
    cursor: default;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

/** 中文 | English: the portal's language, remembered for the signed-in account in this browser. */
export function LanguageSwitch() {
  const locale = useLocale();
  const { userAccount } = useSession();
  return (
    <Choices role="group" aria-label={shellLabels.header.language}>
      {LOCALES.map((choice) => (
        <Choice
          key={choice}
          type="button"
          lang={choice}
          aria-pressed={choice === locale}
          data-testid={`language-${choice}`}
          onClick={() => {
            rememberLocale(userAccount, choice);
            void switchLocale(choice);
          }}
        >
          {LANGUAGE_NAMES[choice]}
        </Choice>
      ))}
    </Choices>
  );
}
