import {
  authorize,
  exportNames,
  heatsCsvColumns,
  heatsCsvRows,
  heatsExport,
  programmeCsvColumns,
  programmeCsvRows,
  programmeExport,
  resultsCsvColumns,
  resultsCsvRows,
  resultsExport,
  toCsv,
  type Actor,
  type ExportAudience,
  type ExportName,
  type ExportSource,
} from '@floorcraft/domain';
import type { FastifyInstance } from 'fastify';
import type { CompetitionHost } from '../competitions/competition-host';
import { resolveActor, type AccessOptions } from './authenticate';

type Format = 'json' | 'csv';

/** An export's body: the domain's document as JSON, or its CSV rows under a header row. */
function exportBody(
  name: ExportName,
  format: Format,
  view: ExportSource,
  audience: ExportAudience,
): string {
  const asJson = (document: unknown) => JSON.stringify(document);
  switch (name) {
    case 'programme': {
      const document = programmeExport(view, audience);
      return format === 'json'
        ? asJson(document)
        : toCsv(programmeCsvColumns, programmeCsvRows(document));
    }
    case 'heats': {
      const document = heatsExport(view, audience);
      return format === 'json' ? asJson(document) : toCsv(heatsCsvColumns, heatsCsvRows(document));
    }
    case 'results': {
      const document = resultsExport(view, audience);
      return format === 'json'
        ? asJson(document)
        : toCsv(resultsCsvColumns, resultsCsvRows(document));
    }
  }
}

const FILES = exportNames.flatMap((name) => [`${name}.json`, `${name}.csv`]);

function parseFile(file: string): { name: ExportName; format: Format } | undefined {
  const match = /^([a-z]+)\.(json|csv)$/.exec(file);
  const name = match?.[1] as ExportName | undefined;
  return name && exportNames.includes(name) ? { name, format: match![2] as Format } : undefined;
}

/** The view an export is built from: staff for those who may see the staff screens, else public. */
function audienceOf(actor: Actor): ExportAudience {
  return authorize(actor, 'viewStaffScreens').allowed ? 'staff' : 'public';
}

/**
 * Where an export reads an audience's current view: the realtime channels
 * (`ChannelRegistry`), named by shape so `http/` imports nothing of `realtime/`.
 */
export interface ExportViews {
  channel(slug: string, audience: ExportAudience): { currentView(): unknown } | undefined;
}

/**
 * `GET /api/competitions/:slug/export/{programme,heats,results}.{json,csv}`:
 * the programme, heat lists and posted results as open data (issue 16,
 * docs/export.md), built by the domain from the very view the caller may
 * watch: the public view for anybody, the staff view for signed-in staff.
 * Both hold posted marks only, so a round's marks are out only once it is
 * posted. JSON follows docs/export/{name}.schema.json; CSV has a header row.
 */
export function registerExportRoutes(
  app: FastifyInstance,
  options: AccessOptions & { host: CompetitionHost; channels: ExportViews },
): void {
  const { host, channels } = options;
  app.get<{ Params: { slug: string; file: string } }>(
    '/api/competitions/:slug/export/:file',
    async (request, reply) => {
      const { slug, file } = request.params;
      const wanted = parseFile(file);
      if (!wanted) {
        return reply.code(404).send({ error: `no export "${file}": ask for ${FILES.join(', ')}` });
      }
      const audience = audienceOf(await resolveActor(request, options, slug));
      // `channel` with an undefined slug means the default competition: an export names its own.
      const channel = host.stateOf(slug) ? channels.channel(slug, audience) : undefined;
      if (!channel) {
        return reply.code(404).send({ error: `no competition "${slug}"` });
      }
      const view = channel.currentView() as ExportSource;
      const filename = `${slug.replace(/[^a-z0-9-]/g, '')}-${file}`;
      // The content changes all day and a staff copy is personal: never kept by a shared cache.
      void reply
        .header('cache-control', audience === 'public' ? 'no-cache' : 'private, no-cache')
        .header('vary', 'cookie, authorization');
      if (wanted.format === 'csv') {
        return reply
          .header('content-type', 'text/csv; charset=utf-8; header=present')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(exportBody(wanted.name, 'csv', view, audience));
      }
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `inline; filename="${filename}"`)
        .send(exportBody(wanted.name, 'json', view, audience));
    },
  );
}
