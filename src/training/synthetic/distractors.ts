/**
 * Labels of numbers and dates that look like the fields but are not: order and customer numbers, delivery
 * dates. They stay 'O' and teach the model that not every "No." is the invoice number, nor every date the date.
 */
export interface DistractorLabels {
  order: string;
  customer: string;
  delivery: string;
}

export const DISTRACTORS: Record<string, DistractorLabels> = {
  en: { order: 'Order No.', customer: 'Customer No.', delivery: 'Delivery Date' },
  ms: { order: 'PO No', customer: 'Member No', delivery: 'Delivery Date' },
  de: { order: 'Bestellnummer', customer: 'Kundennummer', delivery: 'Lieferdatum' },
  fr: { order: 'N° commande', customer: 'N° client', delivery: 'Date de livraison' },
  nl: { order: 'Ordernummer', customer: 'Klantnummer', delivery: 'Leverdatum' },
  it: { order: 'N. ordine', customer: 'Cod. cliente', delivery: 'Data consegna' },
  es: { order: 'Nº pedido', customer: 'Nº cliente', delivery: 'Fecha de entrega' },
  pt: { order: 'Nº encomenda', customer: 'Nº cliente', delivery: 'Data de entrega' },
  da: { order: 'Ordrenr.', customer: 'Kundenr.', delivery: 'Leveringsdato' },
  el: { order: 'Αρ. παραγγελίας', customer: 'Κωδ. πελάτη', delivery: 'Ημ. παράδοσης' },
  ru: { order: 'Заказ №', customer: 'Код клиента', delivery: 'Дата отгрузки' },
  zh: { order: '订单号', customer: '客户编号', delivery: '交货日期' },
  ja: { order: '注文番号', customer: '顧客番号', delivery: '納品日' },
  ko: { order: '주문번호', customer: '고객번호', delivery: '납품일' },
  hi: { order: 'ऑर्डर संख्या', customer: 'ग्राहक संख्या', delivery: 'डिलीवरी तिथि' },
  id: { order: 'No. Pesanan', customer: 'No. Pelanggan', delivery: 'Tanggal Kirim' },
  fil: { order: 'Order No.', customer: 'Customer No.', delivery: 'Petsa ng Paghahatid' },
  ar: { order: 'رقم الطلب', customer: 'رقم العميل', delivery: 'تاريخ التسليم' },
  he: { order: 'מספר הזמנה', customer: 'מספר לקוח', delivery: 'תאריך אספקה' },
};
