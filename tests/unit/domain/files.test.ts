import { attachmentFailures, checkAttachment, checkAttachments, fileExtension, fileTypeOf, MAX_ATTACHMENT_BYTES, messages } from '@/domain'

const MB = 1024 * 1024
const err = (key: string, params?: Record<string, string | number>) =>
  params ? { ok: false, severity: 'error', key, params } : { ok: false, severity: 'error', key }

describe('fileTypeOf', () => {
  it.each([
    ['photo.png', 'image'],
    ['IMG_0001.JPG', 'image'],
    ['scan.jpeg', 'image'],
    ['old.bmp', 'image'],
    ['anim.gif', 'image'],
    ['logo.svg', 'image'],
    ['report.xls', 'excel'],
    ['report.XLSX', 'excel'],
    ['trip.doc', 'word'],
    ['trip.docx', 'word'],
    ['invoice.pdf', 'pdf'],
    ['deck.ppt', 'ppt'],
    ['deck.pptx', 'ppt'],
    ['archive.tar.gz', 'other'],
    ['notes.txt', 'other'],
    ['photo.webp', 'other'],
    ['photo.heic', 'other'],
    ['README', 'other'],
    ['.png', 'other'], // a dot file, not a PNG
    ['', 'other'],
    ['wxfile://tmp_abc.jpg', 'image'],
    ['http://tmp/abc.pdf?sign=xyz#page=2', 'pdf'],
    ['/path.with.dots/file', 'other'],
  ])('%p -> %p', (name, type) => {
    expect(fileTypeOf(name)).toBe(type)
  })

  it.each([
    ['a.PnG', 'png'],
    ['a.b.c', 'c'],
    ['a', ''],
  ])('fileExtension(%p) = %p', (name, ext) => expect(fileExtension(name)).toBe(ext))
})

describe('checkAttachment', () => {
  it('8 MB is 8 x 1024 x 1024 bytes', () => expect(MAX_ATTACHMENT_BYTES).toBe(8388608))

  it.each([
    [{ name: 'a.pdf', size: 1 }, { ok: true }],
    [{ name: 'a.pdf', size: 8 * MB - 1 }, { ok: true }],
    [{ name: 'a.pdf', size: 8 * MB }, err(messages.attachment.tooLarge, { name: 'a.pdf', maxMb: 8 })],
    [{ name: 'a.pdf', size: 8 * MB + 1 }, err(messages.attachment.tooLarge, { name: 'a.pdf', maxMb: 8 })],
    [{ name: 'a.pdf', size: 0 }, err(messages.attachment.empty, { name: 'a.pdf' })],
    [{ name: 'a.pdf', size: Number.NaN }, err(messages.attachment.empty, { name: 'a.pdf' })],
    [{ name: 'a.exe', size: 100 }, err(messages.attachment.unsupportedType, { name: 'a.exe' })],
    [{ name: 'a.exe', size: 0 }, err(messages.attachment.empty, { name: 'a.exe' })], // empty reported first
  ])('%o', (file, expected) => {
    expect(checkAttachment(file)).toEqual(expected)
  })

  it('takes a different byte limit', () => {
    expect(checkAttachment({ name: 'a.png', size: 2 * MB }, { maxBytes: 2 * MB })).toEqual(err(messages.attachment.tooLarge, { name: 'a.png', maxMb: 2 }))
  })
})

describe('checkAttachments', () => {
  const ok = (i: number) => ({ name: `f${i}.jpg`, size: 1000 })
  it.each([
    [[], { ok: true }],
    [Array.from({ length: 10 }, (_, i) => ok(i)), { ok: true }],
    [Array.from({ length: 11 }, (_, i) => ok(i)), err(messages.attachment.tooMany, { max: 10 })],
    [[ok(0), { name: 'empty.pdf', size: 0 }, { name: 'x.zip', size: 9 }], { ...err(messages.attachment.empty, { name: 'empty.pdf' }), index: 1 }],
    [[ok(0), ok(1), { name: 'x.zip', size: 9 }], { ...err(messages.attachment.unsupportedType, { name: 'x.zip' }), index: 2 }],
  ])('%#', (files, expected) => {
    expect(checkAttachments(files)).toEqual(expected)
  })

  it('lists every bad file', () => {
    const files = [ok(0), { name: 'empty.pdf', size: 0 }, ok(2), { name: 'big.png', size: 8 * MB }]
    expect(attachmentFailures(files)).toEqual([
      { ...err(messages.attachment.empty, { name: 'empty.pdf' }), index: 1 },
      { ...err(messages.attachment.tooLarge, { name: 'big.png', maxMb: 8 }), index: 3 },
    ])
  })
})
