"""Build a set's memos/ from its work/src (testdata/outside/blindN): the one copy of the sets' build.py
(adapted from shared/devset2/work/build.py); each set's work/build.py calls load() with its folder.

Per memo NN the source is src/memo_NN.truth.py (TRUTH, STYLE and, for some styles, BLOCKS/HEADER/FOOTER)
plus, depending on STYLE:
  llm     src/memo_NN.md -> pandoc (ref-llm-carlito.docx: Carlito 11 pt, ragged right) -> .docx -> soffice -> .pdf
  llmmd   as llm, and the .md as pasted (blind6)
  long    src/memo_NN.md   -> pandoc (ref-long-dejavu.docx: DejaVu Serif 11 pt, 1.5 lines, justified, pl-PL hyphenation) -> .docx
                             -> soffice -> .pdf and .odt
  opinion as long without the .odt (blind6)
  odt     BLOCKS in the truth.py -> ODT written here (letterhead header, confidential footer with page numbers,
                             footnotes or endnotes, tables, block quotations, hyphenation) -> soffice -> .docx, .pdf
  html    src/memo_NN.html -> chromium --headless --print-to-pdf -> .pdf ; pandoc html -> .docx
  htmltxt as html, with a plain-text export (.txt) instead of the .docx (blind6)
  mdhtml  src/memo_NN.md -> .md as written, pandoc -> .docx, pandoc -> standalone HTML (src/memo_NN.css) -> chromium .pdf (blind9);
          with the set's parameter mdhtml_llm no .docx, the HTML self-contained with work/llm.css (blind12)
  txt     src/memo_NN.txt (or TXT in the truth.py) -> .txt (bytes as written: NFD letters, soft hyphens) ;
          src/memo_NN.md (or MD; neither: work/build/memo_NN.nomd) -> .md
  txtdocx src/memo_NN.txt -> .txt ; src/memo_NN.md -> pandoc -> .docx (a note typed plain and pasted into Word, blind7)
llm, llmmd, long, opinion and txt take the MD from MD in the truth.py where it has one (blind4), TXT likewise.
Switches in the truth.py: EMAIL_PRINT (txt: the e-mail printed from a webmail client, Chromium .pdf, and
pasted into Word, .docx; blind3), TXT_ALSO_DOCX (txt: the e-mail printed to .docx and .pdf from its MD;
blind5), ODT_TOO (html: an .odt from the .docx; blind7), DROP_FORMS / FORMS (forms removed / the only forms
kept; blind7 / blind9; html with "md" in FORMS also writes src/memo_NN.md as the .md, blind10), BOXED (llm/long: the
DOCX tables framed and shaded before the PDF/ODT, blind12), DOCX_CANTSPLIT (llm/long: no DOCX table row breaks across
pages, blind13). The set's parameter mail_print (blind4) prints every txt memo as TXT_ALSO_DOCX does.
work/build/memo_NN.plain.md is the memo's text for check_truth.py (notes as '[^N]: text' lines) and
work/build/memo_NN.furniture.json lists page-furniture lines (header/footer) for the PDF check.
"""
import glob, json, os, re, runpy, shutil, subprocess, sys, zipfile, html as H

sys.path.append(os.path.dirname(os.path.abspath(__file__)))
from outside import shared  # noqa: E402

# the set's folder (ROOT), its work/ (W), memos/ (OUT) and work/build/ (BUILD): configure() sets them
W = ROOT = OUT = BUILD = None
# configure(): every txt memo also printed to .docx and .pdf from its MD (blind4)
MAIL_PRINT = False
# configure(): the mdhtml style is blind12's LLM answer (MD -> pandoc -s --self-contained HTML with work/llm.css
# -> Chromium PDF; no .docx) instead of blind9's note (src/memo_NN.css, a .docx too)
MDHTML_LLM = False
PH = {"{nbsp}": "\u00a0", "{nbh}": "\u2011", "{shy}": "\u00ad", "{zwsp}": "\u200b"}


def ph(s):
    for k, v in PH.items():
        s = s.replace(k, v)
    # {nfd:word} -> the word in Unicode NFD (decomposed Polish letters, as some mail clients send them)
    s = re.sub(r"\{nfd:([^}]*)\}", lambda m: __import__("unicodedata").normalize("NFD", m.group(1)), s)
    return s


def deep(o):
    if isinstance(o, str):
        return ph(o)
    if isinstance(o, list):
        return [deep(x) for x in o]
    if isinstance(o, dict):
        return {k: deep(v) for k, v in o.items()}
    return o


def soffice(src, fmt, outdir):
    for attempt in range(3):  # blind7: soffice sometimes fails right after a previous run; retry
        r = subprocess.run(["soffice", "--headless", "--convert-to", fmt, "--outdir", outdir, src],
                           capture_output=True, timeout=300)
        if r.returncode == 0:
            return
        __import__("time").sleep(2)
    raise RuntimeError("soffice failed: " + src)


def chromium_pdf(htmlp, pdf):
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
                    f"--print-to-pdf={pdf}", "file://" + htmlp], check=True, capture_output=True, timeout=300)


def print_mail(n, md, mdp):
    """An e-mail printed from the mail client: its MD (kept at mdp) -> pandoc (ref-llm-carlito) -> .docx -> soffice -> .pdf."""
    open(mdp, "w", encoding="utf-8").write(md)
    docx = os.path.join(OUT, f"{n}.docx")
    subprocess.run(["pandoc", mdp, "-f", "markdown-smart", "-o", docx, "--reference-doc", os.path.join(W, "ref-llm-carlito.docx")], check=True)
    soffice(docx, "pdf", OUT)


# ------------------------------------------------------------------ ODT writer

def esc(s):
    return H.escape(s, quote=False)


def inline(s, notes, note_class):
    """text with **bold**, *italic* and ^[note] -> ODF inline XML"""
    out = []
    pos = 0
    for m in re.finditer(r"\^\[((?:[^\[\]]|\[[^\[\]]*\])*)\]", s):
        out.append(fmt(s[pos:m.start()]))
        notes.append(m.group(1))
        n = len(notes)
        body = "".join(f'<text:p text:style-name="{"Endnote" if note_class == "endnote" else "Footnote"}">{fmt(x)}</text:p>'
                       for x in m.group(1).split("\n"))
        out.append(f'<text:note text:id="n{n}" text:note-class="{note_class}"><text:note-citation>{n}</text:note-citation>'
                   f'<text:note-body>{body}</text:note-body></text:note>')
        pos = m.end()
    out.append(fmt(s[pos:]))
    return "".join(out)


def fmt(s):
    s = esc(s)
    s = re.sub(r"\*\*(.+?)\*\*", r'<text:span text:style-name="B">\1</text:span>', s)
    s = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r'<text:span text:style-name="I">\1</text:span>', s)
    s = s.replace("\t", "<text:tab/>")
    s = s.replace("\n", "<text:line-break/>")
    return s


def plain(s):
    """the text as a reader sees it: bold/italic marks dropped, notes become [^N] refs (collected)"""
    return re.sub(r"\*\*(.+?)\*\*", r"\1", s)


STYLES_XML = """<?xml version="1.0" encoding="UTF-8"?>
<office:document-styles xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.2">
<office:font-face-decls><style:font-face style:name="{font}" svg:font-family="'{font}'"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:paragraph-properties fo:hyphenation-ladder-count="no-limit"/><style:text-properties style:font-name="{font}" fo:font-size="{size}pt" fo:language="pl" fo:country="PL" fo:hyphenate="{hyph}" fo:hyphenation-remain-char-count="2" fo:hyphenation-push-char-count="2"/></style:default-style>
<style:style style:name="Standard" style:family="paragraph" style:class="text"/>
<style:style style:name="Body" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="{align}" fo:margin-top="0cm" fo:margin-bottom="0.21cm" fo:line-height="{lh}"/></style:style>
<style:style style:name="Num2" style:family="paragraph" style:parent-style-name="Body"><style:paragraph-properties fo:margin-left="0.9cm" fo:text-indent="-0.9cm"/></style:style>
<style:style style:name="Num1" style:family="paragraph" style:parent-style-name="Body"><style:paragraph-properties fo:margin-left="0.6cm" fo:text-indent="-0.6cm"/></style:style>
<style:style style:name="Quote" style:family="paragraph" style:parent-style-name="Body"><style:paragraph-properties fo:margin-left="1.5cm" fo:margin-right="1cm" fo:text-align="justify" fo:line-height="100%"/><style:text-properties fo:font-size="{qsize}pt"/></style:style>
<style:style style:name="Heading" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.35cm" fo:margin-bottom="0.2cm" fo:keep-with-next="always"/><style:text-properties fo:font-weight="bold" fo:hyphenate="false"/></style:style>
<style:style style:name="Title" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center" fo:margin-bottom="0.3cm"/><style:text-properties fo:font-size="{tsize}pt" fo:font-weight="bold" fo:hyphenate="false"/></style:style>
<style:style style:name="Right" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:hyphenate="false"/></style:style>
<style:style style:name="Left" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:hyphenate="false"/></style:style>
<style:style style:name="Cell" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="9pt" fo:hyphenate="true"/></style:style>
<style:style style:name="Footnote" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-left="0.4cm" fo:text-indent="-0.4cm"/><style:text-properties fo:font-size="9pt" fo:hyphenate="false"/></style:style>
<style:style style:name="Endnote" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-left="0.5cm" fo:text-indent="-0.5cm"/><style:text-properties fo:font-size="9.5pt" fo:hyphenate="false"/></style:style>
<style:style style:name="Header" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="9pt" fo:hyphenate="false" fo:color="#1F3864"/></style:style>
<style:style style:name="Footer" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt" fo:hyphenate="false"/></style:style>
<style:style style:name="B" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="I" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>
<text:notes-configuration text:note-class="footnote" style:num-format="1" text:start-value="0" text:footnotes-position="page" text:start-numbering-at="document"/>
<text:notes-configuration text:note-class="endnote" style:num-format="1" text:start-value="0"/>
</office:styles>
<office:automatic-styles>
<style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.2cm" fo:margin-bottom="1.2cm" fo:margin-left="2.5cm" fo:margin-right="2.2cm"/>
<style:header-style><style:header-footer-properties fo:min-height="1.2cm" fo:margin-bottom="0.5cm"/></style:header-style>
<style:footer-style><style:header-footer-properties fo:min-height="0.8cm" fo:margin-top="0.4cm"/></style:footer-style></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="PL">
<style:header>{header}</style:header><style:footer>{footer}</style:footer></style:master-page></office:master-styles>
</office:document-styles>"""

CONTENT_HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.2">
<office:automatic-styles>
<style:style style:name="Tbl" style:family="table"><style:table-properties style:width="16.3cm" table:align="margins" fo:margin-top="0.2cm" fo:margin-bottom="0.3cm"/></style:style>
<style:style style:name="TC" style:family="table-cell"><style:table-cell-properties fo:padding="0.08cm" fo:border="0.5pt solid #000000"/></style:style>
{colstyles}
</office:automatic-styles>
<office:body><office:text>"""


def write_odt(path, blocks, header, footer, opts):
    notes = []
    nclass = opts.get("notes", "footnote")
    body = []
    plain_lines = []
    colstyles = []
    for b in blocks:
        kind = b[0]
        if kind in ("p", "h", "bq", "t", "r", "l", "n1", "n2"):
            style = {"p": "Body", "h": "Heading", "bq": "Quote", "t": "Title", "r": "Right", "l": "Left",
                     "n1": "Num1", "n2": "Num2"}[kind]
            first = len(notes)
            x = inline(b[1], notes, nclass)
            body.append(f'<text:p text:style-name="{style}">{x}</text:p>')
            txt = b[1]
            k = first
            def rep(m):
                nonlocal k
                k += 1
                return f"[^{k}]"
            plain_lines.append(re.sub(r"\^\[((?:[^\[\]]|\[[^\[\]]*\])*)\]", rep, plain(txt)))
        elif kind == "table":
            rows = b[1]
            widths = b[2] if len(b) > 2 else [1] * len(rows[0])
            tn = len(colstyles)
            tot = sum(widths)
            for ci, w in enumerate(widths):
                colstyles.append(f'<style:style style:name="C{tn}_{ci}" style:family="table-column"><style:table-column-properties style:column-width="{16.3 * w / tot:.2f}cm"/></style:style>')
            cols = "".join(f'<table:table-column table:style-name="C{tn}_{ci}"/>' for ci in range(len(widths)))
            trs = []
            for ri, row in enumerate(rows):
                tds = []
                for cell in row:
                    cx = inline(cell, notes, nclass)
                    if ri == 0:
                        cx = f'<text:span text:style-name="B">{cx}</text:span>'
                    tds.append(f'<table:table-cell table:style-name="TC" office:value-type="string"><text:p text:style-name="Cell">{cx}</text:p></table:table-cell>')
                    plain_lines.append(plain(cell))
                trs.append("<table:table-row>" + "".join(tds) + "</table:table-row>")
            body.append(f'<table:table table:name="T{tn}" table:style-name="Tbl">{cols}' + "".join(trs) + "</table:table>")
        else:
            raise ValueError(kind)
    content = CONTENT_HEAD.format(colstyles="\n".join(colstyles)) + "\n".join(body) + "</office:body></office:document-content>"
    content = content.replace("</office:body></office:document-content>", "</office:text></office:body></office:document-content>")
    hdr = "".join(f'<text:p text:style-name="Header">{fmt(x)}</text:p>' for x in header)
    PN = '<text:page-number text:select-page="current">1</text:page-number>'
    PC = '<text:page-count>1</text:page-count>'
    ftr = "".join('<text:p text:style-name="Footer">' + fmt(x).replace("{page}", PN).replace("{pages}", PC) + '</text:p>' for x in footer)
    styles = STYLES_XML.format(font=opts.get("font", "Liberation Serif"), size=opts.get("size", 11.5), qsize=opts.get("qsize", 10),
                               tsize=opts.get("tsize", 13), align=opts.get("align", "justify"),
                               hyph="true" if opts.get("hyphenate", True) else "false", lh=opts.get("lh", "115%"),
                               header=hdr, footer=ftr)
    manifest = """<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">
<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>
<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>
<manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/>
</manifest:manifest>"""
    with zipfile.ZipFile(path, "w") as z:
        z.writestr(zipfile.ZipInfo("mimetype"), "application/vnd.oasis.opendocument.text", compress_type=zipfile.ZIP_STORED)
        z.writestr("content.xml", content, compress_type=zipfile.ZIP_DEFLATED)
        z.writestr("styles.xml", styles, compress_type=zipfile.ZIP_DEFLATED)
        z.writestr("META-INF/manifest.xml", manifest, compress_type=zipfile.ZIP_DEFLATED)
    pl = "\n\n".join(plain_lines) + "\n\n" + "\n".join(f"[^{i + 1}]: {plain(n)}" for i, n in enumerate(notes)) + "\n"
    return pl


# ------------------------------------------------------------------ build

def build(n):
    t = runpy.run_path(os.path.join(W, "src", f"{n}.truth.py"))
    truth = deep(t["TRUTH"])
    style = t["STYLE"]
    os.makedirs(OUT, exist_ok=True)
    os.makedirs(BUILD, exist_ok=True)
    for old in glob.glob(os.path.join(OUT, n + ".*")):
        os.remove(old)
    furniture = []
    src_md = os.path.join(W, "src", f"{n}.md")
    if style in ("llm", "long", "opinion", "llmmd"):
        md = ph(t["MD"]) if "MD" in t else ph(open(src_md, encoding="utf-8").read())  # blind4: MD in the truth.py
        mdp = os.path.join(BUILD, f"{n}.md")
        open(mdp, "w", encoding="utf-8").write(md)
        ref = "ref-llm-carlito.docx" if style in ("llm", "llmmd") else "ref-long-dejavu.docx"
        if style == "llmmd":  # blind6: the Markdown answer as pasted, too
            open(os.path.join(OUT, f"{n}.md"), "w", encoding="utf-8").write(md)
        docx = os.path.join(OUT, f"{n}.docx")
        subprocess.run(["pandoc", mdp, "-f", "markdown-smart" if style in ("llm", "llmmd") else "markdown", "-o", docx, "--reference-doc", os.path.join(W, ref)], check=True)
        if t.get("BOXED"):  # blind12: the tables framed and shaded (a summary box)
            box_tables(docx)
        if t.get("DOCX_CANTSPLIT"):  # blind13: no table row breaks across pages
            cant_split(docx)
        soffice(docx, "pdf", OUT)
        if style == "long":
            soffice(docx, "odt", OUT)
        # the text as a reader sees it: pandoc raw blocks and fenced-div markers dropped
        plain_md = re.sub(r"(?s)```\{=openxml\}.*?```\n?", "", md)
        plain_md = re.sub(r"(?m)^:::.*\n", "", plain_md)
    elif style == "odt":
        blocks = deep(t["BLOCKS"])
        header = deep(t["HEADER"])
        footer = deep(t["FOOTER"])
        odt = os.path.join(OUT, f"{n}.odt")
        plain_md = write_odt(odt, blocks, header, footer, t.get("OPTS", {}))
        soffice(odt, "docx", OUT)
        soffice(odt, "pdf", OUT)
        furniture = [re.sub(r"\{page\}|\{pages\}", "", x).strip() for x in header + footer]
    elif style in ("html", "htmltxt"):
        src = os.path.join(W, "src", f"{n}.html")
        htmlp = os.path.join(BUILD, f"{n}.html")
        open(htmlp, "w", encoding="utf-8").write(ph(open(src, encoding="utf-8").read()))
        chromium_pdf(htmlp, os.path.join(OUT, f"{n}.pdf"))
        plain_md = html_plain(open(htmlp, encoding="utf-8").read())
        if style == "html":
            subprocess.run(["pandoc", htmlp, "-f", "html", "-o", os.path.join(OUT, f"{n}.docx")], check=True)
        else:  # blind6: a plain-text export of the same newsletter (one paragraph a line, table cells tab-separated)
            lines = [re.sub(r"[ \t]+$", "", re.sub(r"^[ \t]+", "", x)) for x in plain_md.split("\n")]
            txt = re.sub(r"\n{3,}", "\n\n", "\n".join(re.sub(r"[ ]{2,}", " ", x) for x in lines)).strip() + "\n"
            open(os.path.join(OUT, f"{n}.txt"), "w", encoding="utf-8").write(txt)
        if t.get("ODT_TOO"):  # blind7
            soffice(os.path.join(OUT, f"{n}.docx"), "odt", OUT)
        if style == "html" and "md" in t.get("FORMS", []):  # blind10: the MD the alert was written in, as a form
            with open(os.path.join(OUT, f"{n}.md"), "w", encoding="utf-8") as f:
                f.write(ph(open(src_md, encoding="utf-8").read()))
    elif style == "mdhtml" and MDHTML_LLM:
        # blind12: an LLM answer kept as Markdown; the PDF is the browser print of its HTML rendering (work/llm.css)
        md = ph(open(src_md, encoding="utf-8").read())
        with open(os.path.join(OUT, f"{n}.md"), "w", encoding="utf-8") as f:
            f.write(md)
        htmlp = os.path.join(BUILD, f"{n}.html")
        subprocess.run(["pandoc", os.path.join(OUT, f"{n}.md"), "-f", "markdown-smart", "-s", "--metadata", "pagetitle=Odpowiedź",
                        "-c", os.path.join(W, "llm.css"), "--self-contained", "-o", htmlp], check=True)
        chromium_pdf(htmlp, os.path.join(OUT, f"{n}.pdf"))
        plain_md = md
    elif style == "mdhtml":
        # blind9: MD note -> .md as written, pandoc -> .docx, pandoc -> standalone HTML -> chromium PDF
        md = ph(open(src_md, encoding="utf-8").read())
        mdp = os.path.join(BUILD, f"{n}.md")
        open(mdp, "w", encoding="utf-8").write(md)
        with open(os.path.join(OUT, f"{n}.md"), "w", encoding="utf-8") as f:
            f.write(md)
        subprocess.run(["pandoc", mdp, "-f", "markdown", "-o", os.path.join(OUT, f"{n}.docx")], check=True)
        htmlp = os.path.join(BUILD, f"{n}.html")
        css = os.path.join(W, "src", f"{n}.css")
        cmd = ["pandoc", mdp, "-f", "markdown", "-s", "--metadata", "pagetitle=" + n, "-o", htmlp]
        if os.path.exists(css):
            cmd += ["--css", css]
        subprocess.run(cmd, check=True)
        chromium_pdf(htmlp, os.path.join(OUT, f"{n}.pdf"))
        plain_md = md
    elif style == "txt":
        raw = t["TXT"] if "TXT" in t else open(os.path.join(W, "src", f"{n}.txt"), encoding="utf-8").read()
        has_md = "MD" in t or os.path.exists(src_md)
        if not has_md:  # blind9: an e-mail without an MD form
            open(os.path.join(BUILD, f"{n}.nomd"), "w").close()
        txt = ph(raw)
        with open(os.path.join(OUT, f"{n}.txt"), "w", encoding="utf-8") as f:
            f.write(txt)
        if has_md:
            md = ph(t["MD"]) if "MD" in t else ph(open(src_md, encoding="utf-8").read())
            with open(os.path.join(OUT, f"{n}.md"), "w", encoding="utf-8") as f:
                f.write(md)
        if MAIL_PRINT:  # blind4: the e-mail also printed from the mail client (pandoc md -> docx -> soffice pdf)
            print_mail(n, md, os.path.join(BUILD, f"{n}.mail.md"))
        plain_md = txt
        if t.get("EMAIL_PRINT"):
            # blind3: the e-mail as printed from a webmail client (Chromium, monospace, wrapped) and as pasted into Word (pandoc from the MD)
            htmlp = os.path.join(BUILD, f"{n}.print.html")
            open(htmlp, "w", encoding="utf-8").write(
                '<!doctype html><html lang="pl"><head><meta charset="utf-8"><style>body{font-family:"DejaVu Sans Mono",monospace;font-size:10pt;margin:1.5cm}'
                'pre{white-space:pre-wrap;font-family:inherit}</style></head><body><pre>' + H.escape(txt) + '</pre></body></html>')
            chromium_pdf(htmlp, os.path.join(OUT, n + '.pdf'))
            mdp = os.path.join(BUILD, f"{n}.md")
            open(mdp, "w", encoding="utf-8").write(md)
            subprocess.run(["pandoc", mdp, "-f", "markdown-smart", "-o", os.path.join(OUT, f"{n}.docx")], check=True)
        if t.get("TXT_ALSO_DOCX"):  # blind5: the e-mail also printed to DOCX/PDF (from the MD form)
            print_mail(n, md, os.path.join(BUILD, f"{n}.md"))
    elif style == "txtdocx":
        # blind7: a note typed in a plain editor (.txt, bytes as written) and the same note pasted into Word (.docx by pandoc)
        raw = open(os.path.join(W, "src", f"{n}.txt"), encoding="utf-8").read()
        txt = ph(raw)
        with open(os.path.join(OUT, f"{n}.txt"), "w", encoding="utf-8") as f:
            f.write(txt)
        md = ph(open(src_md, encoding="utf-8").read())
        mdp = os.path.join(BUILD, f"{n}.md")
        open(mdp, "w", encoding="utf-8").write(md)
        subprocess.run(["pandoc", mdp, "-f", "markdown-smart", "-o", os.path.join(OUT, f"{n}.docx"), "--reference-doc", os.path.join(W, "ref-llm-carlito.docx")], check=True)
        plain_md = txt
    else:
        raise ValueError(style)
    for ext in t.get("DROP_FORMS", []):  # blind7: forms the style does not have (e.g. the DOCX soffice writes beside a native ODT)
        if os.path.exists(os.path.join(OUT, f"{n}.{ext}")):
            os.remove(os.path.join(OUT, f"{n}.{ext}"))
    # blind9: FORMS in the truth.py keeps only the listed forms of the memo
    if t.get("FORMS"):
        for pth in glob.glob(os.path.join(OUT, n + ".*")):
            ext = pth.rsplit(".", 1)[1]
            if ext not in t["FORMS"] and not pth.endswith(".truth.json"):
                os.remove(pth)
    open(os.path.join(BUILD, f"{n}.plain.md"), "w", encoding="utf-8").write(plain_md)
    json.dump({"style": style, "furniture": furniture}, open(os.path.join(BUILD, f"{n}.furniture.json"), "w"), ensure_ascii=False)
    with open(os.path.join(OUT, f"{n}.truth.json"), "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
        f.write("\n")


def box_tables(docx):
    """blind12: give the DOCX tables a frame and a light shading (the summary box of an HR opinion)"""
    tmp = docx + ".tmp"
    with zipfile.ZipFile(docx) as zin, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as zout:
        for item in zin.infolist():
            data = zin.read(item.filename)
            if item.filename == "word/document.xml":
                x = data.decode("utf-8")
                borders = ('<w:tblBorders>' + "".join(f'<w:{e} w:val="single" w:sz="8" w:space="0" w:color="1F3864"/>'
                           for e in ("top", "left", "bottom", "right")) + '</w:tblBorders>')
                x = re.sub(r"<w:tblPr>", "<w:tblPr>" + borders, x)
                x = re.sub(r"<w:tcPr>", '<w:tcPr><w:shd w:val="clear" w:color="auto" w:fill="EAF0F8"/>', x)
                x = re.sub(r"<w:tc>(?!<w:tcPr>)", '<w:tc><w:tcPr><w:shd w:val="clear" w:color="auto" w:fill="EAF0F8"/></w:tcPr>', x)
                data = x.encode("utf-8")
            zout.writestr(item, data)
    os.replace(tmp, docx)


def cant_split(docx):
    """blind13: mark every table row 'do not break across pages' (as a lawyer sets it in Word)"""
    with zipfile.ZipFile(docx) as z:
        items = {n: z.read(n) for n in z.namelist()}
    x = items["word/document.xml"].decode("utf-8")
    x = x.replace("<w:tr><w:trPr>", "<w:tr><w:trPr><w:cantSplit/>")
    x = re.sub(r"<w:tr>(?!<w:trPr>)", "<w:tr><w:trPr><w:cantSplit/></w:trPr>", x)
    items["word/document.xml"] = x.encode("utf-8")
    with zipfile.ZipFile(docx, "w", zipfile.ZIP_DEFLATED) as z:
        for n, b in items.items():
            z.writestr(n, b)


def html_plain(h):
    """HTML -> text with footnotes as [^N]: lines (the memo's <aside class=fn> / <li id=fnN>)"""
    h = re.sub(r"(?is)<(style|script|head)[^>]*>.*?</\1>", "", h)
    h = re.sub(r"(?is)<sup[^>]*>\s*<a[^>]*>(\d+)</a>\s*</sup>", r"[^\1]", h)
    h = re.sub(r'(?is)<li id="fn(\d+)"[^>]*>', r"\n[^\1]: ", h)
    h = re.sub(r"(?i)<br\s*/?>", "\n", h)
    h = re.sub(r"(?i)</?(p|div|tr|li|h\d|table|ul|ol|blockquote|section|aside)[^>]*>", "\n", h)
    h = re.sub(r"(?i)</t[dh]>", "\t", h)
    h = re.sub(r"<[^>]+>", "", h)
    return H.unescape(h)


# ------------------------------------------------------------------ layout annotation

SIG_SPLIT = re.compile(r"(?m)(?:\b(?:[IVX]{1,4}\s+(?:[A-Z][A-Za-z]{0,4}(?:/UZP)?))|\bKIO(?:/UZP)?|\b(?:Ts|K|P|SK))\s*$\n^\s*\d{1,5}/\d{2,4}")
DATE_SPLIT = re.compile(r"(?m)\b\d{1,2}\s*$\n^\s*(?:stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia)\b|"
                        r"\b(?:stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia)\s*$\n^\s*\d{4}")


def annotate_layout(n):
    ct = shared("check_truth")
    jp = os.path.join(OUT, f"{n}.truth.json")
    truth = json.load(open(jp, encoding="utf-8"))
    md = open(os.path.join(BUILD, f"{n}.plain.md"), encoding="utf-8").read()
    pdfp = os.path.join(OUT, f"{n}.pdf")
    layout = {}
    if os.path.exists(pdfp):
        raw = ct.pdf_text(pdfp)
        furn = json.load(open(os.path.join(BUILD, f"{n}.furniture.json")))["furniture"]
        clean = ct.strip_pdf_furniture(ct.strip_pdf_footnotes(raw, md), furn)
        pages = [ct.normalize(ct.strip_pdf_furniture(ct.strip_pdf_footnotes(pg, md), furn)) for pg in raw.split("\f")]
        full = ct.normalize(clean)
        nojoin = ct.normalize(ct.strip_pdf_furniture(ct.strip_pdf_footnotes(re.sub(r"-\n", "-\u2063\n", raw), md), furn))
        for c in truth["claims"]:
            q = c.get("quote")
            if not q:
                continue
            tags = [x for x in c.get("tags", []) if x not in ("memo_page_break", "memo_pdf_hyphenation")]
            segs = ct.segments(q)
            if all(sg in full for sg in segs) and not any(all(sg in pg for sg in segs) for pg in pages):
                tags.append("memo_page_break")
            if all(sg in full for sg in segs) and not all(sg in nojoin for sg in segs):
                tags.append("memo_pdf_hyphenation")
            tags = [x for x in tags if x != "memo_pdf_compound_hyphen"]
            if not all(sg in full for sg in segs) and all(sg.replace("-", "") in full.replace("-", "") for sg in segs):
                tags.append("memo_pdf_compound_hyphen")
                if c["expected_status"] == "ZWERYFIKOWANY" and "ZMODYFIKOWANY" not in c.get("also_acceptable", []):
                    c["also_acceptable"] = c.get("also_acceptable", []) + ["ZMODYFIKOWANY"]
            if tags:
                c["tags"] = tags
            elif "tags" in c:
                del c["tags"]
        pgs = [p for p in raw.split("\f") if p.strip()]
        layout = {"pdf_pages": len(pgs),
                  "quotes_over_pdf_page_break": [c["id"] for c in truth["claims"] if "memo_page_break" in c.get("tags", [])],
                  "quotes_with_pdf_hyphenation": [c["id"] for c in truth["claims"] if "memo_pdf_hyphenation" in c.get("tags", [])],
                  "signatures_split_over_pdf_lines": [m.group(0).replace("\n", "⏎") for m in SIG_SPLIT.finditer(raw)],
                  "dates_split_over_pdf_lines": [m.group(0).replace("\n", "⏎") for m in DATE_SPLIT.finditer(raw)]}
    else:
        layout = {"pdf_pages": 0, "quotes_over_pdf_page_break": [], "quotes_with_pdf_hyphenation": [],
                  "signatures_split_over_pdf_lines": [], "dates_split_over_pdf_lines": []}
    truth["layout"] = layout
    truth["provision_refs"] = provision_refs(md)
    with open(jp, "w", encoding="utf-8") as f:
        json.dump(truth, f, ensure_ascii=False, indent=1)
        f.write("\n")


ACTS = [
    (r"k\.c\.|kc\b", "kc"), (r"k\.p\.c\.|kpc\b", "kpc"), (r"k\.p\.(?!c)", "kp"), (r"Konstytucji(?: RP)?", "konstytucja"),
    (r"RODO", "rodo"), (r"k\.s\.h\.", "ksh"), (r"(?:ustawy )?Pzp|ustawy pzp", "pzp"), (r"Prawa wekslowego", "prweksl"),
]
LIB_ACT = {"kc": "statutes/kc/kodeks-cywilny_tj-Dz.U.2014.121_stan-2015-08-17.txt",
           "kpc": "statutes/kpc/kodeks-postepowania-cywilnego_tj-Dz.U.2014.101_stan-2015-03-27.txt",
           "kp": "statutes/kp/kodeks-pracy_tj-Dz.U.2014.1502_stan-2015-09-11.txt",
           "rodo": "eu/rozporzadzenie-2016-679-RODO_pl.txt",
           "konstytucja": "statutes/konstytucja/konstytucja-rp_Dz.U.1997.78.483_docling.md"}
SUPD = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")


def provision_refs(md):
    ct = shared("check_truth")
    lib = ct.Library()
    plain_t = ct.md_to_plain(md)
    plain_t = __import__("unicodedata").normalize("NFC", plain_t).replace("\u00ad", "")
    quotes = [(m.start(), m.end()) for m in re.finditer(r"„[^”]*”|\"[^\"\n]*\"", plain_t)]
    out = []
    rx = re.compile(r"\b[Aa]rt\.\s*(\d+)([¹²³⁴⁵⁶⁷⁸⁹⁰]*)((?:\s*(?:§|ust\.|pkt|lit\.|zd\.)\s*\d*[a-z]?\)?)*)\s*(?:in fine\s+)?(" + "|".join(a for a, _ in ACTS) + ")")
    for m in rx.finditer(plain_t):
        act = next(code for pat, code in ACTS if re.fullmatch(pat, m.group(4)))
        art = m.group(1) + (("^" + m.group(2).translate(SUPD)) if m.group(2) else "")
        inside = any(a <= m.start() < b for a, b in quotes)
        exists = None
        if act in LIB_ACT:
            exists = ct.article_text(lib, LIB_ACT[act], art) is not None
        out.append({"text": m.group(0), "act": act, "article": art, "inside_quote": inside,
                    "act_in_library": act in LIB_ACT, "article_exists_in_library": exists})
    return out


def configure(set_dir, mail_print=False, mdhtml_llm=False):
    """Point this module at a set's folder; mail_print and mdhtml_llm as described at MAIL_PRINT and MDHTML_LLM."""
    global W, ROOT, OUT, BUILD, MAIL_PRINT, MDHTML_LLM
    ROOT = os.path.abspath(set_dir)
    W = os.path.join(ROOT, "work")
    OUT = os.path.join(ROOT, "memos")
    BUILD = os.path.join(W, "build")
    MAIL_PRINT = mail_print
    MDHTML_LLM = mdhtml_llm


def main():
    """python3 testdata/outside/blindN/work/build.py [memo_NN ...]: build the named memos (all of work/src)."""
    names = sys.argv[1:] or sorted(os.path.basename(p)[:-len(".truth.py")] for p in glob.glob(os.path.join(W, "src", "memo_*.truth.py")))
    for n in names:
        build(n)
        annotate_layout(n)
        print("built", n, flush=True)
