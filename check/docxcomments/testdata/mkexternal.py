#!/usr/bin/env python3
"""Makes external.docx: memo-uwagi.libreoffice.docx with every kind of
target a word processor fetches when it opens a document, each pointing at
http://127.0.0.1:47123/ (the egress test listens there), and one hyperlink
(which the commented copy keeps):

  - a linked image (a:blip r:link, relationship TargetMode="External"),
  - a linked image in VML (v:imagedata r:id, External),
  - a linked OLE object (o:OLEObject Type="Link", External oleObject),
  - an attached template (word/_rels/settings.xml.rels attachedTemplate),
  - a frameset frame (word/webSettings.xml, External frame),
  - a subdocument (w:subDoc, External subDocument),
  - INCLUDEPICTURE in a complex field split over two w:instrText runs,
  - INCLUDETEXT in a w:fldSimple.

Run from this folder: python3 mkexternal.py (the test reads the result).
"""
import zipfile

SRC, DST = "memo-uwagi.libreoffice.docx", "external.docx"
HOST = "http://127.0.0.1:47123"
R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"

rels_extra = (
    f'<Relationship Id="rIdImgLink" Type="{R}/image" Target="{HOST}/linked.png" TargetMode="External"/>'
    f'<Relationship Id="rIdVml" Type="{R}/image" Target="{HOST}/vml.png" TargetMode="External"/>'
    f'<Relationship Id="rIdOle" Type="{R}/oleObject" Target="{HOST}/sheet.xlsx" TargetMode="External"/>'
    f'<Relationship Id="rIdSub" Type="{R}/subDocument" Target="{HOST}/sub.docx" TargetMode="External"/>'
    f'<Relationship Id="rIdLink" Type="{R}/hyperlink" Target="https://sn.pl/orzecznictwo" TargetMode="External"/>'
    f'<Relationship Id="rIdWeb" Type="{R}/webSettings" Target="webSettings.xml"/>'
)
body_extra = (
    # a DrawingML picture whose blip is linked, not embedded
    '<w:p><w:r><w:drawing><wp:inline><wp:extent cx="95250" cy="95250"/><wp:docPr id="901" name="linked"/>'
    '<a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture">'
    '<pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="901" name="linked"/><pic:cNvPicPr/></pic:nvPicPr>'
    '<pic:blipFill><a:blip r:link="rIdImgLink"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>'
    '<pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="95250" cy="95250"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic>'
    '</a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>'
    # VML image and a linked OLE object
    '<w:p><w:r><w:pict><v:shape id="vml1" style="width:7.5pt;height:7.5pt"><v:imagedata r:id="rIdVml" o:title=""/></v:shape></w:pict></w:r>'
    '<w:r><w:object><v:shape id="ole1" style="width:7.5pt;height:7.5pt"><v:imagedata r:id="rIdVml" o:title=""/></v:shape>'
    '<o:OLEObject Type="Link" ProgID="Excel.Sheet.12" ShapeID="ole1" DrawAspect="Content" r:id="rIdOle" UpdateMode="Always"><o:LinkType>EnhancedMetaFile</o:LinkType><o:LockedField>false</o:LockedField></o:OLEObject>'
    '</w:object></w:r></w:p>'
    # INCLUDEPICTURE over two instrText runs, its cached result a plain text
    '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> INCLUDEPICTURE  "' + HOST + '/fi</w:instrText></w:r>'
    '<w:r><w:instrText xml:space="preserve">eld.png" \\d </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>'
    '<w:r><w:t>[obraz]</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>'
    # INCLUDETEXT as a simple field
    '<w:p><w:fldSimple w:instr=" INCLUDETEXT &quot;' + HOST + '/tekst.docx&quot; "><w:r><w:t>[tekst]</w:t></w:r></w:fldSimple></w:p>'
    # a subdocument and a hyperlink
    '<w:p><w:subDoc r:id="rIdSub"/></w:p>'
    '<w:p><w:hyperlink r:id="rIdLink"><w:r><w:t>orzecznictwo SN</w:t></w:r></w:hyperlink></w:p>'
)
settings_rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                 '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
                 f'<Relationship Id="rIdTpl" Type="{R}/attachedTemplate" Target="{HOST}/szablon.dotx" TargetMode="External"/></Relationships>')
web = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
       f'<w:webSettings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="{R}">'
       '<w:frameset><w:frame><w:name w:val="f1"/><w:sourceFileName r:id="rIdFrame"/></w:frame></w:frameset></w:webSettings>')
web_rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            f'<Relationship Id="rIdFrame" Type="{R}/frame" Target="{HOST}/frame.html" TargetMode="External"/></Relationships>')

zin = zipfile.ZipFile(SRC)
with zipfile.ZipFile(DST, "w", zipfile.ZIP_DEFLATED) as zout:
    for info in zin.infolist():
        data = zin.read(info.filename).decode()
        if info.filename == "word/_rels/document.xml.rels":
            data = data.replace("</Relationships>", rels_extra + "</Relationships>")
        elif info.filename == "word/document.xml":
            data = data.replace("<w:sectPr", body_extra + "<w:sectPr", 1) if "<w:sectPr" in data else data.replace("</w:body>", body_extra + "</w:body>")
        elif info.filename == "word/settings.xml":
            data = data.replace("<w:zoom", '<w:attachedTemplate r:id="rIdTpl"/><w:zoom', 1)
            if 'xmlns:r=' not in data.split(">", 2)[1]:
                data = data.replace("<w:settings ", f'<w:settings xmlns:r="{R}" ', 1)
        elif info.filename == "[Content_Types].xml":
            data = data.replace("</Types>", '<Override PartName="/word/webSettings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.webSettings+xml"/></Types>')
        zout.writestr(info, data)
    for name, data in (("word/_rels/settings.xml.rels", settings_rels), ("word/webSettings.xml", web),
                       ("word/_rels/webSettings.xml.rels", web_rels)):
        zout.writestr(zipfile.ZipInfo(name, date_time=(2026, 12, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)
