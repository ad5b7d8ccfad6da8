import { Wrench } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useCreateWorkOrder, useUpdateWorkOrder, useWorkOrders } from './use-work-orders.ts';
import { WorkOrderFiles } from './work-order-files.tsx';
import {
  createWorkOrderRequest,
  WORK_ORDER_KINDS,
  WORK_ORDER_STATUSES,
  type CreateWorkOrderRequest,
  type WorkOrder,
  type WorkOrderStatus,
} from '../../../contract/work-orders.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ChoiceFilter } from '../../components/ui/filters.tsx';
import { Checkbox, Field, Form, FormProblem, Input, Options, Select } from '../../components/ui/form.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { ReadFailed } from '../../components/ui/read-failed.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useVehicles } from '../../entities/vehicles.ts';
import { problemText } from '../../lib/api.ts';
import { contractResolver, showServerErrors } from '../../lib/forms.ts';
import { isolated, t } from '../../lib/i18n/index.ts';
import { formatNotificationTime } from '../../lib/time.ts';

const FILTERS = ['unfinished', ...WORK_ORDER_STATUSES] as const;

/** Work Orders: the fleet's repairs, restocks and services, open → in progress → done; a done blocking order brings its vehicle back. */
export function WorkOrdersPanel() {
  const [status, setStatus] = useState<(typeof FILTERS)[number] | undefined>('unfinished');
  const { data, isError, refetch } = useWorkOrders(status);
  return (
    <Panel aria-label={t('workOrders.title')}>
      <IconHeading icon={Wrench} className="mb-1">
        {t('workOrders.title')}
      </IconHeading>
      <p className="mb-3 text-sm text-slate-600">{t('workOrders.description')}</p>
      <NewWorkOrder />
      <div className="my-3">
        <ChoiceFilter
          label={t('workOrders.show')}
          all={t('workOrders.filter.all')}
          values={FILTERS}
          wordOf={(s) => t(`workOrders.filter.${s}`)}
          value={status}
          onChange={setStatus}
        />
      </div>
      {isError ? (
        <ReadFailed text={t('workOrders.loadFailed')} onRetry={refetch} />
      ) : !data ? (
        <Skeleton className="h-24" />
      ) : !data.length ? (
        <EmptyState>{t('workOrders.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200">
          {data.map((order) => (
            <WorkOrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function WorkOrderRow({ order }: { order: WorkOrder }) {
  const update = useUpdateWorkOrder();
  const [cost, setCost] = useState(order.cost === null ? '' : String(order.cost));
  const save = async (changes: { status?: WorkOrderStatus; cost?: number | null }) => {
    try {
      await update.mutateAsync({ id: order.id, ...changes });
      toast.success(t('workOrders.updated'), { description: t('workOrders.updatedText', { id: order.id, vehicle: isolated(order.vehicleNumber) }) });
    } catch (error) {
      toast.error(t('workOrders.updateFailed'), { description: problemText(error, t('workOrders.updateFailed')) });
    }
  };
  const next = order.status === 'open' ? 'in_progress' : order.status === 'in_progress' ? 'done' : null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="work-order">
      <div className="min-w-0">
        <p className="font-semibold">
          #{order.id} · {order.vehicleNumber} · {order.title}
        </p>
        <p className="text-xs text-slate-600">
          {t(`workOrders.kind.${order.kind}`)} · {t(`workOrders.source.${order.source}`)} · {t(`workOrders.status.${order.status}`)}
          {order.blocking && order.status !== 'done' ? ` · ${t('workOrders.blocking')}` : ''} · {formatNotificationTime(order.openedAt)}
        </p>
        {order.details && <p className="text-xs text-slate-500">{order.details}</p>}
        <WorkOrderFiles order={order} />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <label className="text-xs font-semibold text-slate-700">
          {t('workOrders.cost')}
          <Input
            className="mt-0 w-28"
            type="number"
            min={0}
            step="0.01"
            value={cost}
            onChange={(e) => setCost(e.target.value)}
            onBlur={() => cost !== String(order.cost ?? '') && void save({ cost: cost === '' ? null : Number(cost) })}
          />
        </label>
        {next && (
          <Button size="sm" disabled={update.isPending} onClick={() => void save({ status: next })}>
            {t(`workOrders.to.${next}`)}
          </Button>
        )}
      </div>
    </li>
  );
}

interface NewValues {
  vehicleId: string;
  kind: string;
  title: string;
  details: string;
  blocking: boolean;
}

function NewWorkOrder() {
  const create = useCreateWorkOrder();
  const { data: vehicles } = useVehicles();
  const form = useForm<NewValues, unknown, CreateWorkOrderRequest>({
    resolver: contractResolver(createWorkOrderRequest, (v: NewValues) => ({
      vehicleId: v.vehicleId ? Number(v.vehicleId) : undefined,
      kind: v.kind,
      title: v.title,
      details: v.details.trim() || null,
      blocking: v.blocking,
    })),
    defaultValues: { vehicleId: '', kind: 'repair', title: '', details: '', blocking: true },
  });
  const { register } = form;
  const submit = async (request: CreateWorkOrderRequest) => {
    try {
      const order = await create.mutateAsync(request);
      toast.success(t('workOrders.opened'), { description: t('workOrders.updatedText', { id: order.id, vehicle: isolated(order.vehicleNumber) }) });
      form.reset();
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: problemText(error, t('workOrders.openFailed')) });
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-4" label={t('workOrders.new')}>
      <FormProblem />
      <Field name="vehicleId" label={t('workOrders.vehicle')}>
        <Select {...register('vehicleId')}>
          <option value="">{t('workOrders.chooseVehicle')}</option>
          <Options items={vehicles} value={(v) => v.id} label={(v) => v.vehicleNumber} />
        </Select>
      </Field>
      <Field name="kind" label={t('workOrders.kindLabel')}>
        <Select {...register('kind')}>
          <Options items={WORK_ORDER_KINDS} label={(k) => t(`workOrders.kind.${k}`)} />
        </Select>
      </Field>
      <Field name="title" label={t('workOrders.titleLabel')} className="sm:col-span-2">
        <Input maxLength={200} {...register('title')} />
      </Field>
      <Field name="details" label={t('workOrders.details')} className="sm:col-span-3">
        <Input maxLength={5000} {...register('details')} />
      </Field>
      <Checkbox label={t('workOrders.blockingLabel')} {...register('blocking')} />
      <div className="flex justify-end sm:col-span-4">
        <Button type="submit" disabled={create.isPending}>
          {t('workOrders.open')}
        </Button>
      </div>
    </Form>
  );
}
