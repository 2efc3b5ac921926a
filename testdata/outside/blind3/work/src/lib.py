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

# blind3 sources (none cited by devset or devset2)
C74 = CE + "152010000000503_I_C_000074_2014_Uz_2014-05-29_001.txt"      # SO Kraków, 29.05.2014
C238 = CE + "151515000000503_I_C_000238_2013_Uz_2014-09-25_001.txt"     # SO Gliwice, 25.09.2014
C393 = CE + "153015000000503_I_C_000393_2013_Uz_2014-11-07_001.txt"     # SO Siedlce, 07.11.2014
C316 = CE + "150520000000503_I_Ca_000316_2014_Uz_2014-10-15_001.txt"    # SO Suwałki, 15.10.2014
C506 = CE + "151025000004003_VIII_Ca_000506_2014_Uz_2014-12-03_001.txt" # SO Toruń, 03.12.2014
C989 = CE + "155515000001003_II_Ca_000989_2012_Uz_2013-02-19_001.txt"   # SO Szczecin, 19.02.2013
C428 = CE + "152005000000503_I_C_000428_2014_Uz_2014-10-14_001.txt"     # SO Kielce, 14.10.2014
C70 = CE + "152520000000503_I_C_000070_2013_Uz_2014-11-13_001.txt"      # SO Sieradz, 13.11.2014
C714 = CE + "153505000000503_I_C_000714_2013_Uz_2014-11-17_001.txt"     # SO Konin, 17.11.2014
C693 = CE + "154500000003003_VI_ACa_000693_2012_Uz_2012-11-20_001.txt"  # SA Warszawa, 20.11.2012
C1405 = CE + "152010000001003_II_Ca_001405_2014_Uz_2014-10-21_002.txt"  # SO Kraków II Ca, 21.10.2014
C146 = CE + "153005000000503_I_C_000146_2013_Uz_2014-11-25_001.txt"     # SO Lublin, 25.11.2014
C1403 = CE + "155000000000503_I_ACa_001403_2012_Uz_2013-02-21_001.txt"  # SA Wrocław, 08.02.2013
C71 = CE + "150505000001003_II_Ca_000071_2013_Uz_2013-03-06_001.txt"    # SO Białystok, 06.03.2013
C763 = CE + "153510000001003_II_Ca_000763_2014_Uz_2014-10-21_003.txt"    # SO Poznań II Ca, 21.10.2014
C541 = CE + "155015250000503_I_C_000541_2013_Uz_2014-12-05_001.txt"     # SR Nysa, 05.12.2014
