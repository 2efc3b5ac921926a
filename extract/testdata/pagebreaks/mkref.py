#!/usr/bin/env python3
"""Writes the pandoc reference documents the page-break memos are printed with.

    python3 mkref.py DIR

makes DIR/ref-<name>.docx for every layout below from pandoc's own default
reference.docx (`pandoc --print-default-data-file reference.docx`): the page
size and margins, the body font and size, line spacing, the footnote text
size, the block quotation's indents, and for some a footer with the page
number (a PAGE field) that pandoc carries over into every document; and
w:doNotExpandShiftReturn, as newer pandoc versions write it.
"""
import io
import re
import subprocess
import sys
import zipfile

W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'

LAYOUTS = {
    # The development memos' layout: A4, Times New Roman 12 (Liberation Serif
    # when printed), 1.15 lines, notes 10 pt, 2.5 cm margins, no footer.
    "devset": dict(font="Times New Roman", size=24, note=20, line=276, after=120,
                   page=(11906, 16838), margins=(1417, 1417, 1417, 1417), quote=(567, 567), footer=None),
    # US Letter, Arial 11 (Liberation Sans), single spacing, notes 9 pt,
    # block quotations 10 pt, 1-inch margins, the page number centred in the
    # footer.
    "letter": dict(font="Arial", size=22, note=18, line=240, after=160, qsize=20,
                   page=(12240, 15840), margins=(1440, 1440, 1440, 1440), quote=(720, 0), footer="center"),
    # A4, DejaVu Serif 11, 1.5 lines, paragraphs marked by a 1.25 cm
    # first-line indent and no spacing, notes 8 pt, a 3 cm left margin, the
    # page number right in the footer as „Strona N”.
    "dejavu": dict(font="DejaVu Serif", size=22, note=16, line=360, after=0, indent=709,
                   page=(11906, 16838), margins=(1134, 1134, 1701, 1134), quote=(850, 850), footer="strona"),
    # Word's own defaults for a new document: Calibri 11 (LibreOffice
    # prints a metric-compatible substitute), 1.08 lines and 8 pt after,
    # notes 10 pt, A4 with 2.5 cm margins, the page number in the footer.
    "word": dict(font="Calibri", size=22, note=20, line=259, after=160,
                 page=(11906, 16838), margins=(1417, 1417, 1417, 1417), quote=(708, 0), footer="center"),
}


def footer_xml(kind):
    jc = "center" if kind == "center" else "right"
    pre = '<w:r><w:t xml:space="preserve">Strona </w:t></w:r>' if kind == "strona" else ""
    return ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
            f'<w:ftr {W}><w:p><w:pPr><w:jc w:val="{jc}"/></w:pPr>{pre}'
            '<w:r><w:fldChar w:fldCharType="begin"/></w:r>'
            '<w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r>'
            '<w:r><w:fldChar w:fldCharType="separate"/></w:r>'
            '<w:r><w:t>1</w:t></w:r>'
            '<w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>')



def patch_styles(s, L):
    font = f'<w:rFonts w:ascii="{L["font"]}" w:hAnsi="{L["font"]}" w:cs="{L["font"]}" w:eastAsia="{L["font"]}"/>'
    s = re.sub(r"<w:docDefaults>.*?</w:docDefaults>",
               "<w:docDefaults><w:rPrDefault><w:rPr>" + font +
               f'<w:sz w:val="{L["size"]}"/><w:szCs w:val="{L["size"]}"/><w:lang w:val="pl-PL" w:eastAsia="pl-PL" w:bidi="ar-SA"/>'
               "</w:rPr></w:rPrDefault><w:pPrDefault><w:pPr>"
               f'<w:spacing w:after="{L["after"]}" w:line="{L["line"]}" w:lineRule="auto"/><w:jc w:val="both"/>'
               "</w:pPr></w:pPrDefault></w:docDefaults>", s, flags=re.S)
    over = {
        "BodyText": '<w:style w:type="paragraph" w:styleId="BodyText"><w:name w:val="Body Text"/><w:basedOn w:val="Normal"/>'
                    f'<w:link w:val="BodyTextChar"/><w:qFormat/><w:pPr><w:spacing w:before="0" w:after="{L["after"]}"/>'
                    f'<w:ind w:firstLine="{L.get("indent", 0)}"/><w:jc w:val="both"/></w:pPr></w:style>',
        "FootnoteText": '<w:style w:type="paragraph" w:styleId="FootnoteText"><w:name w:val="Footnote Text"/><w:basedOn w:val="Normal"/>'
                        '<w:next w:val="FootnoteText"/><w:qFormat/><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/><w:jc w:val="both"/></w:pPr>'
                        f'<w:rPr><w:sz w:val="{L["note"]}"/><w:szCs w:val="{L["note"]}"/></w:rPr></w:style>',
        "BlockText": '<w:style w:type="paragraph" w:styleId="BlockText"><w:name w:val="Block Text"/><w:basedOn w:val="BodyText"/>'
                     '<w:next w:val="BodyText"/><w:qFormat/><w:pPr><w:spacing w:before="100" w:after="100"/>'
                     f'<w:ind w:firstLine="0" w:left="{L["quote"][0]}" w:right="{L["quote"][1]}"/><w:jc w:val="both"/></w:pPr>'
                     + (f'<w:rPr><w:sz w:val="{L["qsize"]}"/><w:szCs w:val="{L["qsize"]}"/></w:rPr>' if "qsize" in L else "") + '</w:style>',
    }
    for n in (1, 2, 3):
        over[f"Heading{n}"] = (f'<w:style w:type="paragraph" w:styleId="Heading{n}"><w:name w:val="Heading {n}"/><w:basedOn w:val="Normal"/>'
                               f'<w:next w:val="BodyText"/><w:qFormat/><w:pPr><w:keepNext/><w:keepLines/><w:spacing w:before="240" w:after="60"/>'
                               f'<w:jc w:val="left"/><w:outlineLvl w:val="{n-1}"/></w:pPr><w:rPr>{font}<w:b/><w:bCs/><w:color w:val="000000"/>'
                               f'<w:sz w:val="{L["size"]}"/><w:szCs w:val="{L["size"]}"/></w:rPr></w:style>')
    for sid, xml in over.items():
        s, n = re.subn(r'<w:style [^>]*w:styleId="' + sid + r'"[^>]*>.*?</w:style>', lambda m: xml, s, flags=re.S)
        if n == 0:
            s = s.replace("</w:styles>", xml + "</w:styles>")
    return s


def main(out):
    ref = subprocess.run(["pandoc", "--print-default-data-file", "reference.docx"], check=True, capture_output=True).stdout
    for name, L in LAYOUTS.items():
        src = zipfile.ZipFile(io.BytesIO(ref))
        buf = io.BytesIO()
        dst = zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED)
        sect = (f'<w:sectPr>{{ftr}}<w:footnotePr><w:numFmt w:val="decimal"/></w:footnotePr>'
                f'<w:pgSz w:w="{L["page"][0]}" w:h="{L["page"][1]}"/>'
                f'<w:pgMar w:top="{L["margins"][0]}" w:right="{L["margins"][1]}" w:bottom="{L["margins"][2]}" w:left="{L["margins"][3]}" '
                'w:header="708" w:footer="708" w:gutter="0"/><w:cols w:space="708"/></w:sectPr>')
        ftr = '<w:footerReference w:type="default" r:id="rIdFtr1"/>' if L["footer"] else ""
        for item in src.infolist():
            data = src.read(item.filename)
            if item.filename == "word/styles.xml":
                data = patch_styles(data.decode(), L).encode()
            elif item.filename == "word/document.xml":
                d = data.decode()
                d = re.sub(r"<w:sectPr\s*/>|<w:sectPr>.*?</w:sectPr>", sect.replace("{ftr}", ftr), d, flags=re.S)
                if 'xmlns:r=' not in d[:2000]:
                    d = d.replace("<w:document ", '<w:document xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ', 1)
                data = d.encode()
            elif item.filename == "word/settings.xml":
                # As newer pandoc writes it (and the development memos have
                # it): a line ended by a line break is not justified.
                data = data.decode().replace("</w:settings>",
                                             "<w:compat><w:doNotExpandShiftReturn/></w:compat></w:settings>").encode()
            elif item.filename == "word/_rels/document.xml.rels" and L["footer"]:
                data = data.decode().replace("</Relationships>",
                                             '<Relationship Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" '
                                             'Id="rIdFtr1" Target="footer1.xml"/></Relationships>').encode()
            elif item.filename == "[Content_Types].xml" and L["footer"]:
                data = data.decode().replace("</Types>",
                                             '<Override PartName="/word/footer1.xml" ContentType="application/'
                                             'vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/></Types>').encode()
            dst.writestr(item, data)
        if L["footer"]:
            dst.writestr("word/footer1.xml", footer_xml(L["footer"]))
        dst.close()
        with open(f"{out}/ref-{name}.docx", "wb") as f:
            f.write(buf.getvalue())


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
