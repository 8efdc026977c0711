import { describe, expect, it } from 'vitest';
import { rensHtml } from './rens-html';

describe('rensHtml', () => {
  it('keeps what the rich-text editor writes and the e-mail document around it', () => {
    const html =
      '<!DOCTYPE html><html lang="da"><head><meta charset="utf-8"><title>Kvittering</title></head><body>' +
      '<h2>Kære Mette</h2><p><strong>Fed</strong> <em>kursiv</em> <s>streg</s> <a href="https://fond.example.dk" target="_blank" rel="noopener">link</a></p>' +
      '<ul><li>a</li></ul><ol start="2"><li>b</li></ol><blockquote><p>c</p></blockquote><pre><code>d</code></pre><hr></body></html>';
    expect(rensHtml(html)).toBe(
      '<!DOCTYPE html><html lang="da"><head><meta charset="utf-8" /><title>Kvittering</title></head><body>' +
        '<h2>Kære Mette</h2><p><strong>Fed</strong> <em>kursiv</em> <s>streg</s> <a href="https://fond.example.dk" target="_blank" rel="noopener">link</a></p>' +
        '<ul><li>a</li></ul><ol start="2"><li>b</li></ol><blockquote><p>c</p></blockquote><pre><code>d</code></pre><hr /></body></html>',
    );
  });

  it.each([
    ['<p>a<script>alert(1)</script></p>', '<p>a</p>'],
    ['<p onclick="alert(1)">a</p>', '<p>a</p>'],
    ['<img src="x" onerror="alert(1)">', ''],
    ['<a href="javascript:alert(1)">a</a>', '<a>a</a>'],
    ['<a href="//evil.example">a</a>', '<a>a</a>'],
    ['<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
    ['<form action="https://evil.example"><input name="x"></form>', ''],
    ['<style>p{}</style><p style="color:red">a</p>', '<p>a</p>'],
  ])('removes %s', (html, renset) => {
    expect(rensHtml(html)).toBe(renset);
  });
});
