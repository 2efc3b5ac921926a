# library paths used by the devset2 truth files (relative to shared/testdata/library)
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

# blind5
A_693 = CE + "154500000003003_VI_ACa_000693_2012_Uz_2012-11-20_001.txt"  # SA Warszawa, 20 listopada 2012
B_71 = CE + "150505000001003_II_Ca_000071_2013_Uz_2013-03-06_001.txt"   # SO Białystok, 6 marca 2013
B_989 = CE + "155515000001003_II_Ca_000989_2012_Uz_2013-02-19_001.txt"  # SO Szczecin, 19 lutego 2013
B_316 = CE + "150520000000503_I_Ca_000316_2014_Uz_2014-10-15_001.txt"   # SO Suwałki, 15 października 2014
A_1403 = CE + "155000000000503_I_ACa_001403_2012_Uz_2013-02-21_001.txt"  # SA Wrocław, self-dated 8 lutego 2013 (INDEX 2013-02-21)
B_667 = CE + "155005000001003_II_Ca_000667_2012_Uz_2012-12-19_001.txt"   # SO Jelenia Góra, self-dated 29 listopada 2012 (INDEX 2012-12-19)
