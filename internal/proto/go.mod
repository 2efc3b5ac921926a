module citeguard/internal/proto

go 1.26.0

require (
	citeguard v0.0.0
	go.etcd.io/bbolt v1.5.0
)

require (
	golang.org/x/sys v0.49.0 // indirect
	golang.org/x/text v0.44.0 // indirect
)

replace citeguard => ../..
