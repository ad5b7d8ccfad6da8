import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usersEndpoints } from '../../../contract/users.endpoints.ts';
import { FullPageMessage } from '../../components/ui/full-page-message.tsx';
import { call, problemText } from '../../lib/api.ts';
import { isolated } from '../../lib/i18n/index.ts';
import { signedInUserQuery } from '../auth/index.ts';

/** The token of the link, from the address's fragment (never sent to a server or in a Referer). */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token');

/** Where the link e-mailed to a new notification address lands (docs/decisions/022): it confirms it, once. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [token] = useState(() => tokenOf(window.location.hash));
  const started = useRef(false);
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: (token: string) => call(usersEndpoints.confirmNotificationEmail, { body: { token } }),
    // A member signed in on this browser sees the new address, not the profile loaded beside this page.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signedInUserQuery.queryKey }),
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    window.history.replaceState(null, '', window.location.pathname);
    if (token) confirm.mutate(token);
  }, [confirm, token]);

  const home = (
    <Link to="/dashboard" className="inline-flex min-h-11 items-center rounded-md bg-brand px-4 font-medium text-white">
      {t('confirmEmail.toApp')}
    </Link>
  );
  if (confirm.isSuccess) {
    return <FullPageMessage title={t('confirmEmail.done', { email: isolated(confirm.data.preferredEmail) })}>{home}</FullPageMessage>;
  }
  if (confirm.isError || !token) {
    return (
      <FullPageMessage title={t('confirmEmail.failed')}>
        <p className="max-w-md text-slate-600">{token ? problemText(confirm.error, t('confirmEmail.failedText')) : t('confirmEmail.noToken')}</p>
        {home}
      </FullPageMessage>
    );
  }
  return <FullPageMessage title={t('confirmEmail.confirming')} busy />;
}
