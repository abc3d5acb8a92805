import type { PlatformTenant } from '@meja/shared/contracts/platform-tenants';
import { PACKAGE_LABELS, PACKAGES, type Package } from '@meja/shared/plans';
import { needsGroupManager } from '@meja/shared/tenant-list';
import { useState } from 'react';
import { Button } from '../../../components/button/button';
import { fieldControlClass } from '../../../components/field-classes';
import { PlanBadge } from '../../../components/plan-badge';
import { CellLabel, TableCell, TableRow } from '../../../components/responsive-table/responsive-table';
import { StatusBadge } from '../../../components/status-badge';
import { TextLink, textLinkLook } from '../../../components/text-link';
import { ToggleButton } from '../../../components/toggle-button';
import { useMessages } from '../../../i18n/use-messages';
import { DeleteTenantDialog } from './delete-tenant-dialog';
import { platformDate } from './tenant-dates';
import { TenantNameEditor } from './tenant-name-editor';
import type { TenantNotice } from './tenant-notice';
import { TenantQuotaField } from './tenant-quota-field';
import { tenantsMessages } from './tenants-messages';
import { useTenantActions } from './use-tenant-actions';

interface TenantRowProps {
  tenant: PlatformTenant;
  onNotice: (notice: TenantNotice) => void;
}

function isPackage(value: string): value is Package {
  return PACKAGES.some((pkg) => pkg === value);
}

/** One tenant (SPEC §2): name and slug, package, group manager, quota, ads, active, actions. */
export function TenantRow({ tenant, onNotice }: TenantRowProps) {
  const t = useMessages(tenantsMessages);
  const { update, upgrade, remove, restore, busy } = useTenantActions(tenant, onNotice);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const deleted = tenant.deletedAt !== null;
  const locked = busy || deleted;

  function pickPackage(value: string): void {
    if (!isPackage(value) || value === tenant.package) return;
    if (!window.confirm(t.confirmPackage({ name: tenant.name, pkg: PACKAGE_LABELS[value] }))) return;
    update.mutate({ package: value });
  }

  function toggleActive(): void {
    if (tenant.active && !window.confirm(t.confirmInactive({ name: tenant.name }))) return;
    update.mutate({ active: !tenant.active });
  }

  return (
    <TableRow
      tone={deleted ? 'muted' : 'plain'}
      className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-2"
      data-tenant-row={tenant.slug}
    >
      <TableCell className="min-w-0 sm:col-span-2 xl:col-span-1">
        <CellLabel className="block">{t.tenant}</CellLabel>
        {editing ? (
          <TenantNameEditor
            tenant={tenant}
            saving={update.isPending}
            onSave={(changes) => update.mutate(changes, { onSuccess: () => setEditing(false) })}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <div className="min-w-0 space-y-1">
            <p className="font-semibold break-words text-stone-900">{tenant.name}</p>
            <a href={`/${tenant.slug}/menu`} className={`${textLinkLook} text-sm break-all`}>
              {tenant.slug}
              <span className="sr-only"> {t.menuLink({ slug: tenant.slug })}</span>
            </a>
            <p className="text-xs text-stone-700">
              {t.createdAt({ date: platformDate(tenant.createdAt) })}
              {tenant.paidUntil ? ` · ${t.paidUntil({ date: platformDate(tenant.paidUntil) })}` : null}
              {!tenant.paidUntil && tenant.trialEndsAt && tenant.package === 'BASIC'
                ? ` · ${t.trialUntil({ date: platformDate(tenant.trialEndsAt) })}`
                : null}
            </p>
            {deleted ? (
              <p className="flex flex-wrap items-center gap-1">
                <StatusBadge tone="danger">{t.deletedBadge}</StatusBadge>
                {tenant.purgeAfter ? (
                  <span className="text-xs text-red-900">
                    {t.purgeOn({ date: platformDate(tenant.purgeAfter) })}
                  </span>
                ) : null}
              </p>
            ) : null}
          </div>
        )}
      </TableCell>
      <TableCell className="min-w-0">
        <CellLabel className="block">{t.package}</CellLabel>
        <div className="flex flex-wrap items-center gap-2">
          <PlanBadge pkg={tenant.package} />
          <select
            aria-label={t.packageOf({ name: tenant.name })}
            value={tenant.package}
            disabled={locked}
            onChange={(event) => pickPackage(event.target.value)}
            className={`${fieldControlClass(false)} w-auto min-w-36`}
          >
            {PACKAGES.map((pkg) => (
              <option key={pkg} value={pkg}>
                {PACKAGE_LABELS[pkg]}
              </option>
            ))}
          </select>
        </div>
        {tenant.package !== 'ENTERPRISE' ? (
          <Button
            variant="secondary"
            className="mt-2"
            loading={upgrade.isPending}
            loadingLabel={t.upgrading}
            disabled={locked}
            context={tenant.name}
            onClick={() => upgrade.mutate()}
          >
            {t.upgrade}
          </Button>
        ) : null}
      </TableCell>
      <TableCell className="min-w-0">
        <CellLabel className="block">{t.groupManager}</CellLabel>
        {needsGroupManager(tenant) ? (
          <TextLink to="/super-admin/users" className="inline-block">
            <StatusBadge tone="waiting" wrap>
              {t.needsGroupManager}
            </StatusBadge>
          </TextLink>
        ) : (
          <StatusBadge tone="done">{t.gmOk}</StatusBadge>
        )}
      </TableCell>
      <TableCell className="min-w-0">
        <CellLabel className="block">{t.usage}</CellLabel>
        <TenantQuotaField
          key={String(tenant.quotaLimit)}
          tenant={tenant}
          disabled={locked}
          saving={update.isPending && update.variables?.quotaLimit !== undefined}
          onSave={(quotaLimit) => update.mutate({ quotaLimit })}
        />
      </TableCell>
      <TableCell className="min-w-0">
        <CellLabel className="block">{t.adsActive}</CellLabel>
        <div className="flex flex-wrap gap-2">
          <ToggleButton
            label={t.adsOn}
            pressed={tenant.adsEnabled}
            pending={locked}
            context={tenant.name}
            onToggle={() => update.mutate({ adsEnabled: !tenant.adsEnabled })}
          />
          <ToggleButton
            label={t.activeOn}
            pressed={tenant.active}
            pending={locked}
            context={tenant.name}
            onToggle={toggleActive}
          />
        </div>
      </TableCell>
      <TableCell className="min-w-0 sm:col-span-2 xl:col-span-1">
        <CellLabel className="block">{t.actions}</CellLabel>
        <div className="flex flex-wrap gap-2">
          {deleted ? (
            <Button
              variant="primary"
              loading={restore.isPending}
              loadingLabel={t.restoring}
              context={tenant.name}
              onClick={() => restore.mutate()}
            >
              {t.restore}
            </Button>
          ) : (
            <>
              <Button
                variant="secondary"
                disabled={busy || editing}
                context={tenant.name}
                onClick={() => setEditing(true)}
              >
                {t.edit}
              </Button>
              <Button
                variant="danger"
                disabled={busy}
                context={tenant.name}
                onClick={() => {
                  remove.reset();
                  setDeleting(true);
                }}
              >
                {t.delete}
              </Button>
            </>
          )}
        </div>
        {deleting ? (
          <DeleteTenantDialog
            tenant={tenant}
            pending={remove.isPending}
            error={remove.error}
            onConfirm={(confirmSlug) => remove.mutate(confirmSlug, { onSuccess: () => setDeleting(false) })}
            onClose={() => setDeleting(false)}
          />
        ) : null}
      </TableCell>
    </TableRow>
  );
}
