import { describe, expect, it } from 'vitest';
import { crops } from './crops';
import { cropSourceOf } from './cropSources';

describe('a crop source, read', () => {
  it('reads each way the data writes a source', () => {
    expect(cropSourceOf('game:Item_Module')).toEqual({ kind: 'gameModule', name: 'Item_Module' });
    expect(cropSourceOf('wiki:Module:Crop_Data(via blox-dokploy)')).toEqual({
      kind: 'wikiCopy',
      page: 'Module:Crop_Data',
      by: 'blox-dokploy',
    });
    expect(cropSourceOf('wiki:Crops(Table 48)')).toEqual({ kind: 'wikiTable', page: 'Crops', table: 48 });
    expect(cropSourceOf('game:weekly export 2026-08-15 (AhmadV99/Main, Data Game/Grow A Garden/Data.json, commit 2c05691)')).toEqual({
      kind: 'gameExport',
      date: '2026-08-15',
      by: 'AhmadV99/Main',
    });
    expect(cropSourceOf('a note')).toEqual({ kind: 'other', text: 'a note' });
  });

  it('reads every source the crop data names (none is left as written)', () => {
    const unread = crops.flatMap((crop) => crop.sources).filter((source) => cropSourceOf(source).kind === 'other');
    expect(unread).toEqual([]);
  });
});
