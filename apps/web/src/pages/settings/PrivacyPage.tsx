import { Page } from '../../components/Page.tsx';
import { LegalDocument } from '../../features/content/components/LegalDocument.tsx';

/** 隐私协议: the current children's privacy policy (protectionPolicy/list). */
export default function PrivacyPage() {
  return (
    <Page>
      <LegalDocument kind="privacy" />
    </Page>
  );
}
