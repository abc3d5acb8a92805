import { monitoringSnapshot, type MonitoringSnapshot } from '@meja/shared/contracts/monitoring';
import { apiGet } from './http-client';

export const MONITORING_QUERY_KEY = ['super-admin', 'monitoring'] as const;

/** GET /api/v1/super-admin/monitoring (issue 15): one reading of the instance's metrics registry. */
export function fetchMonitoring(signal?: AbortSignal): Promise<MonitoringSnapshot> {
  return apiGet('/super-admin/monitoring', monitoringSnapshot, { signal });
}
