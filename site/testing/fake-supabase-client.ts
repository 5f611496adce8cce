import type { SiteClient } from '../lib/supabase.ts';

/** One recorded query: table, operation and the filters and options applied to it. */
export interface RecordedQuery {
  table: string;
  operation: 'select' | 'insert' | 'update' | 'delete';
  payload?: unknown;
  columns?: string;
  filters: Array<[string, unknown]>;
  order?: string;
}

export interface QueryResult {
  data: unknown;
  error: { message: string; code?: string } | null;
  status?: number;
}

/**
 * A stand-in for the parts of supabase-js the team and auth features call. `respond` decides each
 * query's answer; `queries` records what was asked.
 */
export function createFakeClient(
  respond: (query: RecordedQuery) => QueryResult | Promise<QueryResult>,
) {
  const queries: RecordedQuery[] = [];
  const uploads: Array<{ bucket: string; name: string; file: unknown }> = [];
  let uploadError: { message: string } | null = null;

  function from(table: string) {
    const query: RecordedQuery = { table, operation: 'select', filters: [] };
    const builder = {
      select(columns = '*') {
        if (query.operation === 'select') query.columns = columns;
        return builder;
      },
      insert(payload: unknown) {
        query.operation = 'insert';
        query.payload = payload;
        return builder;
      },
      update(payload: unknown) {
        query.operation = 'update';
        query.payload = payload;
        return builder;
      },
      delete() {
        query.operation = 'delete';
        return builder;
      },
      eq(column: string, value: unknown) {
        query.filters.push([column, value]);
        return builder;
      },
      order(column: string) {
        query.order = column;
        return builder;
      },
      then<T>(resolve: (value: QueryResult) => T, reject?: (reason: unknown) => T) {
        queries.push(query);
        return Promise.resolve(respond(query)).then(resolve, reject);
      },
    };
    return builder;
  }

  const storage = {
    from(bucket: string) {
      return {
        async upload(name: string, file: unknown) {
          if (uploadError) return { data: null, error: uploadError };
          uploads.push({ bucket, name, file });
          return { data: { path: name }, error: null };
        },
        getPublicUrl(name: string) {
          return {
            data: {
              publicUrl: `http://127.0.0.1:54321/storage/v1/object/public/${bucket}/${name}`,
            },
          };
        },
      };
    },
  };

  const client = { from, storage } as unknown as SiteClient;
  return {
    client,
    queries,
    uploads,
    failUploads(message: string) {
      uploadError = { message };
    },
  };
}
