import { allowedExtensions, checkFiles } from './attached-files';

describe('file rules', () => {
  const limits = { required: true, maxCount: 2, extensions: 'pdf jpg png' };
  it('reads the extension list', () => {
    expect(allowedExtensions('pdf, .JPG png')).toEqual(['pdf', 'jpg', 'png']);
  });
  it('up to the maximum count of allowed files passes', () => {
    expect(checkFiles(['passport.pdf', 'photo.JPG'], limits)).toBeNull();
  });
  it("too many files says 'Maximum number of files allowed 2'", () => {
    expect(checkFiles(['a.pdf', 'b.pdf', 'c.pdf'], limits)).toEqual({ message: 'maxFiles', params: { n: 2 } });
  });
  it('a file of another type is refused', () => {
    expect(checkFiles(['a.exe'], limits)).toEqual({ message: 'fileExtension', params: { extensions: 'pdf, jpg, png' } });
  });
  it('no file: required or fine', () => {
    expect(checkFiles([], limits)).toEqual({ message: 'fieldRequired' });
    expect(checkFiles([], { required: false })).toBeNull();
  });
});
