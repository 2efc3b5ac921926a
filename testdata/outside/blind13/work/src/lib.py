# library paths used by the blind13 (and devset2) truth files (relative to shared/testdata/library)
KC = "statutes/kc/kodeks-cywilny_tj-Dz.U.2014.121_stan-2015-08-17.txt"
KPC = "statutes/kpc/kodeks-postepowania-cywilnego_tj-Dz.U.2014.101_stan-2015-03-27.txt"
CE = "judgments/common/saos-export-2014/"
A_409 = CE + "150500000000503_I_ACa_000409_2014_Uz_2014-10-23_002.txt"   # SA Białystok
A_376 = CE + "153000000000503_I_ACa_000376_2014_Uz_2014-09-30_001.txt"   # SA Lublin
A_312 = CE + "155500000000503_I_ACa_000312_2014_Uz_2014-08-07_001.txt"   # SA Szczecin
A_20 = CE + "151500000000503_I_ACa_000020_2013_Uz_2013-02-28_002.txt"    # SA Katowice
A_922 = CE + "151000000000503_I_ACa_000922_2012_Uz_2013-02-28_001.txt"   # SA Gdańsk
A_213 = CE + "152000000000503_I_ACa_000213_2014_Uz_2014-04-16_001.txt"   # SA Kraków
A_711 = CE + "153500000000503_I_ACa_000711_2012_Uz_2012-09-28_001.txt"   # SA Poznań
B_512 = CE + "155010000001003_II_Ca_000512_2012_Uz_2012-11-15_001.txt"   # SO Legnica
B_76 = CE + "152010000006027_XII_Ga_000076_2014_Uz_2014-09-10_001.txt"   # SO Kraków
B_230 = CE + "155515000004027_VIII_Ga_000230_2014_Uz_2014-10-24_001.txt" # SO Szczecin
B_85 = CE + "151020000002003_IV_Ca_000085_2013_Uz_2013-03-15_001.txt"    # SO Słupsk
B_815 = CE + "151515000001503_III_Ca_000815_2014_Uz_2014-10-02_001.txt"  # SO Gliwice


def claim(id, kind, category, status, why, library_file=None, quote=None, claim_text=None, anchor=None,
          material_change=False, **kw):
    c = {"id": id, "kind": kind}
    if quote is not None:
        c["quote"] = quote
    if claim_text is not None:
        c["claim_text"] = claim_text
    c["anchor"] = anchor or {}
    c["library_file"] = library_file
    c["expected_status"] = status
    c["why"] = why
    c["material_change"] = material_change
    c["category"] = category
    c.update(kw)
    return c

# blind13 sources
CA = "saos-tm-extractor/cc-appealed/"
A1308 = CA + "appeal-sentence/152000000000503_I_ACa_001308_2012_Uz_2013-01-18_001"  # SA Kraków 18.01.2013
A175 = CA + "appeal-sentence/153500000000503_I_ACa_000175_2013_Uz_2013-03-05_001"   # SA Poznań 5.03.2013
A962 = CA + "appeal-sentence/151000000002503_V_ACa_000962_2012_Uz_2013-01-18_001"   # SA Gdańsk 18.01.2013
RODO = "eu/rozporzadzenie-2016-679-RODO_pl.txt"
