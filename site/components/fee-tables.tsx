import type { ReactNode } from 'react';
import {
  ACCOUNTS_FEES,
  PERSONAL_RETURN,
  PROPERTY_BANDS,
  RETURN_EXTRAS,
  SELF_EMPLOYED_RETURN,
  formatPounds,
  landlordReturn,
  type Audience,
  type Fee,
} from '../content/fees.ts';

// Compact cells on phones so the tables fit 320 px without scrolling sideways.
const tableClass =
  'w-full border-collapse text-left text-sm sm:text-base [&_td]:border-t [&_td]:border-ink-100 [&_td]:px-3 [&_td]:py-3.5 sm:[&_td]:px-4 sm:[&_td]:py-4 [&_th]:px-3 [&_th]:py-3 sm:[&_th]:px-4';

/** A fee in a table cell: the price with VAT, and beneath it, for a business, the price before VAT. */
export function FeeCell({
  fee,
  audience,
  prefix = '',
}: {
  fee: Fee;
  audience: Audience;
  prefix?: string;
}) {
  return (
    <>
      <span className="block font-semibold whitespace-nowrap text-ink-950">
        {prefix}
        {formatPounds(fee.gross)}
      </span>
      {audience === 'business' ? (
        <span className="block text-sm font-normal whitespace-nowrap text-ink-600">
          {formatPounds(fee.net)} + VAT
        </span>
      ) : null}
    </>
  );
}

function TableFrame({ caption, children }: { caption: ReactNode; children: ReactNode }) {
  return (
    <div
      data-price=""
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-100"
    >
      <table className={tableClass}>
        <caption className="px-4 pt-4 pb-2 text-left text-sm text-ink-600">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function AccountsFeeTable({ caption }: { caption?: string }) {
  return (
    <TableFrame
      caption={
        caption ??
        'Annual accounts, corporation tax return and confirmation statement: fixed fees including VAT, the price before VAT beneath.'
      }
    >
      <thead className="bg-ink-50 text-sm text-ink-700">
        <tr>
          <th scope="col">Team size</th>
          <th scope="col">Paid yearly</th>
          <th scope="col">Paid monthly</th>
        </tr>
      </thead>
      <tbody>
        {ACCOUNTS_FEES.map((row) => (
          <tr key={row.teamSize}>
            <th scope="row" className="border-t border-ink-100 align-top font-medium text-ink-900">
              {row.teamSize}
            </th>
            <td className="align-top">
              <FeeCell fee={row.annual} audience="business" />
            </td>
            <td className="align-top">
              <FeeCell fee={row.monthly} audience="business" />
              <span className="block text-sm text-ink-600">a month</span>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

type Row = { label: string; detail?: string; fee: Fee; audience: Audience; added?: boolean };

const RETURNS: Row[] = [
  {
    label: 'Personal tax return',
    detail:
      'Employment, pension, savings and dividend income, Child Benefit, gift aid and pension relief',
    fee: PERSONAL_RETURN,
    audience: 'individual',
  },
  {
    label: 'Self-employed tax return, one trade',
    detail: 'Your trade’s income and expenses, with your other income on the same return',
    fee: SELF_EMPLOYED_RETURN,
    audience: 'business',
  },
  ...PROPERTY_BANDS.map((band): Row => ({
    label: `Landlord’s tax return, ${band.label}`,
    ...(band === PROPERTY_BANDS[0]
      ? { detail: 'Rents, mortgage interest relief and allowable costs, with your other income' }
      : {}),
    fee: landlordReturn(band),
    audience: 'individual',
  })),
];

const ADDITIONS: Row[] = [
  ...Object.values(RETURN_EXTRAS).map((extra): Row => ({
    label: extra.label,
    detail: extra.detail,
    fee: extra.fee,
    audience: 'individual',
    added: true,
  })),
];

function Rows({ rows }: { rows: Row[] }) {
  return (
    <>
      {rows.map((row) => (
        <tr key={row.label}>
          <th
            scope="row"
            className="border-t border-ink-100 py-3.5 align-top font-medium text-ink-900 sm:py-4"
          >
            {row.label}
            {row.detail ? (
              <span className="mt-1 block text-sm font-normal text-ink-600">{row.detail}</span>
            ) : null}
          </th>
          <td className="text-right align-top">
            <FeeCell fee={row.fee} audience={row.audience} prefix={row.added ? '+ ' : ''} />
          </td>
        </tr>
      ))}
    </>
  );
}

/** Every self-assessment return and what can be added to one: fixed fees including VAT. */
export function SelfAssessmentFeeTable() {
  const firstBand = PROPERTY_BANDS[0]!;
  return (
    <TableFrame caption="Self-assessment tax returns: fixed fees for the year, including VAT.">
      <thead className="bg-ink-50 text-sm text-ink-700">
        <tr>
          <th scope="col">Your return</th>
          <th scope="col" className="text-right">
            Fee
          </th>
        </tr>
      </thead>
      <tbody>
        <Rows rows={RETURNS} />
        <tr>
          <th
            scope="colgroup"
            colSpan={2}
            className="border-t border-ink-200 bg-ink-50 text-sm font-semibold text-ink-700"
          >
            Added to any return
          </th>
        </tr>
        <tr>
          <th
            scope="row"
            className="border-t border-ink-100 py-3.5 align-top font-medium text-ink-900 sm:py-4"
          >
            Rental income on a personal or self-employed return
            <span className="mt-1 block text-sm font-normal text-ink-600">
              The landlord’s fee for your properties less the personal return’s{' '}
              {formatPounds(PERSONAL_RETURN.gross)}
            </span>
          </th>
          <td className="text-right align-top">
            <FeeCell fee={firstBand.fee} audience="individual" prefix="+ " />
            <span className="block text-sm text-ink-600">for {firstBand.label}</span>
          </td>
        </tr>
        <Rows rows={ADDITIONS} />
      </tbody>
    </TableFrame>
  );
}
