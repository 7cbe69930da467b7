import { describe, expect, it } from 'vitest';
import { parseIdCard } from './id-card';

describe('parseIdCard', () => {
  it('reads name, number and an address over two lines', () => {
    expect(
      parseIdCard([
        '姓名 张伟明',
        '性别男 民族汉',
        '出生1949年12月31日',
        '住址北京市朝阳区建国路88号',
        '院3号楼2单元501室',
        '公民身份号码 11010519491231002X',
      ]),
    ).toEqual({
      name: '张伟明',
      idNumber: '11010519491231002X',
      address: '北京市朝阳区建国路88号院3号楼2单元501室',
    });
  });

  it('takes a value read on the line after its label, a minority name with its dot, full-width digits, a lower-case x, and keeps the case of an address', () => {
    expect(
      parseIdCard([
        '姓 名',
        '买买提•吐尔逊',
        '住址：新疆乌鲁木齐市天山区b座',
        '１１０１０５１９４９１２３１００２x',
      ]),
    ).toEqual({ name: '买买提·吐尔逊', idNumber: '11010519491231002X', address: '新疆乌鲁木齐市天山区b座' });
  });

  it('turns O and I read for 0 and 1 back when the check digit then holds', () => {
    expect(parseIdCard(['公民身份号码 11O1O5I9491231002X']).idNumber).toBe('11010519491231002X');
  });

  it('gives null for a number failing its check, never the misread value', () => {
    expect(parseIdCard(['公民身份号码 11010519491231082X']).idNumber).toBeNull();
    expect(parseIdCard(['公民身份号码 1101051949123100X']).idNumber).toBeNull();
    expect(parseIdCard(['公民身份号码 110105194912310021X']).idNumber).toBeNull();
  });

  it('gives null for a name that does not read as one and for missing labels', () => {
    expect(parseIdCard(['姓名 张3明', '住址 北'])).toEqual({ name: null, idNumber: null, address: null });
    expect(parseIdCard(['姓名', '性别男'])).toEqual({ name: null, idNumber: null, address: null });
    expect(parseIdCard([])).toEqual({ name: null, idNumber: null, address: null });
  });
});
