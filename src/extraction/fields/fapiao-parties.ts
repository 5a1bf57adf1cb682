import type { Doc } from './doc';

/**
 * The parties of a Chinese VAT invoice (增值税发票): the buyer's block (购买方) above the goods, the seller's (销售方)
 * under them, each with a "名称：" row and a "地址、电话：" row and a side heading printed one character per line, so
 * that no heading stands on the rows. The national form fixes the order: the first name row is the buyer's, the last
 * the seller's. Only on a page that prints the fapiao's code or number.
 */
const FAPIAO = /发票代码|发票号码|發票代碼|發票號碼/u;
const NAME_ROW = /(?:^|\s)(?:名\s*)?[称稱]\s*[:：]\s*(\S.*)$/u;
const ADDRESS_ROW = /地\s*址\s*[、,，]?\s*[电電]\s*[话話]\s*[:：]\s*(\S.*)$/u;
/** The phone printed after the address in the same row ("杭州市西湖区文三路259号 0571-88776655"). */
const TRAILING_PHONE = /\s+\(?\+?[\d-]{3,5}\)?[\s-]?\d{6,8}$/u;

export interface FapiaoParties {
  buyer?: string;
  seller?: string;
  sellerAddress?: string;
}

export function fapiaoParties(doc: Doc): FapiaoParties | undefined {
  const page = doc.lines.filter((l) => l.page === 1);
  if (!page.slice(0, 8).some((l) => FAPIAO.test(l.text))) return undefined;
  const rows: Array<{ kind: 'name' | 'address'; value: string }> = [];
  for (const line of page) {
    for (const cell of line.cells) {
      const name = NAME_ROW.exec(cell.text);
      const address = ADDRESS_ROW.exec(cell.text);
      if (address) rows.push({ kind: 'address', value: address[1].replace(TRAILING_PHONE, '').trim() });
      else if (name) rows.push({ kind: 'name', value: name[1].trim() });
    }
  }
  const names = rows.filter((r) => r.kind === 'name');
  if (names.length < 2) return undefined;
  const last = rows.lastIndexOf(names[names.length - 1]);
  const sellerAddress = rows.slice(last + 1).find((r) => r.kind === 'address')?.value;
  return { buyer: names[0].value, seller: names[names.length - 1].value, sellerAddress: sellerAddress || undefined };
}
