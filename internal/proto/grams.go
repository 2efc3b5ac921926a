package proto

// gramHashes appends the hash of every g-byte gram of s (g ≤ 8).
func gramHashes(s string, g int, out []uint64) []uint64 {
	mask := ^uint64(0)
	if g < 8 {
		mask = 1<<(8*g) - 1
	}
	var x uint64
	for i := 0; i < len(s); i++ {
		x = x<<8 | uint64(s[i])
		if i >= g-1 {
			out = append(out, mix(x&mask))
		}
	}
	return out
}

func mix(x uint64) uint64 {
	x *= 0x9E3779B97F4A7C15
	return x ^ x>>29
}

// winnow calls emit for the minimum hash of every window of w consecutive
// grams (the rightmost on ties), once per selected position: any text of at
// least w+g-1 bytes holds a selected gram, and the selection inside a
// passage is the selection of the text that holds it.
func winnow(hs []uint64, w int, dq []int, emit func(h uint64)) []int {
	dq = dq[:0]
	head, last := 0, -1
	for i, h := range hs {
		for len(dq) > head && hs[dq[len(dq)-1]] >= h {
			dq = dq[:len(dq)-1]
		}
		dq = append(dq, i)
		if dq[head] <= i-w {
			head++
		}
		if i >= w-1 && dq[head] != last {
			last = dq[head]
			emit(hs[last])
		}
	}
	return dq
}
