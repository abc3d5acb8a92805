import type { TableListError } from '@meja/shared/table-list';
import type { tableListMessages } from './settings-messages';

type TableListTexts = ReturnType<typeof tableListMessages.get>;

/** The words for a refused list of tables (parseTableList). */
export function tableListErrorText(t: TableListTexts, error: TableListError): string {
  switch (error.kind) {
    case 'empty':
      return t.empty;
    case 'tooMany':
      return t.tooMany({ max: error.max });
    case 'reversed':
      return t.reversed({ item: error.item });
    case 'mixedPrefix':
      return t.mixedPrefix({ item: error.item });
    case 'oddCharacters':
      return t.oddCharacters({ item: error.item });
    case 'tooLong':
      return t.tooLong({ item: error.item, max: error.max });
  }
}
