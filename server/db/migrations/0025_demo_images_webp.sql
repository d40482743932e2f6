-- The seeded demo's images and the demo operators' logos are WebP now (as uploads are), with a 256 px thumbnail beside
-- each product image; rows seeded before keep working: their /demo/….svg and /branding/<operator>.svg paths point at
-- the WebP files that replaced them.
UPDATE "operators" SET "logo_url" = regexp_replace("logo_url", '^/branding/(default|lotus|onda|sparkle)\.svg$', '/branding/\1.webp') WHERE "logo_url" ~ '^/branding/(default|lotus|onda|sparkle)\.svg$';--> statement-breakpoint
UPDATE "admins" SET "profile_image" = regexp_replace("profile_image", '^(/demo/[a-z]+/[0-9]+)\.svg$', '\1.webp') WHERE "profile_image" LIKE '/demo/%.svg';--> statement-breakpoint
UPDATE "customers" SET "profile_image" = regexp_replace("profile_image", '^(/demo/[a-z]+/[0-9]+)\.svg$', '\1.webp') WHERE "profile_image" LIKE '/demo/%.svg';--> statement-breakpoint
UPDATE "providers" SET "profile_image" = regexp_replace("profile_image", '^(/demo/[a-z]+/[0-9]+)\.svg$', '\1.webp') WHERE "profile_image" LIKE '/demo/%.svg';--> statement-breakpoint
UPDATE "categories" SET "image" = regexp_replace("image", '^(/demo/[a-z]+/[0-9]+)\.svg$', '\1.webp'), "thumbnail" = regexp_replace("thumbnail", '^(/demo/[a-z]+/[0-9]+)\.svg$', '\1.webp') WHERE "image" LIKE '/demo/%.svg' OR "thumbnail" LIKE '/demo/%.svg';--> statement-breakpoint
UPDATE "products" SET "display_image" = regexp_replace("display_image", '^(/demo/products/[0-9]+)\.svg$', '\1.webp'), "thumbnail" = regexp_replace("thumbnail", '^(/demo/products/[0-9]+)\.svg$', '\1.thumb.webp') WHERE "display_image" LIKE '/demo/%.svg' OR "thumbnail" LIKE '/demo/%.svg';--> statement-breakpoint
UPDATE "product_media" SET "image" = regexp_replace("image", '^(/demo/products/[0-9]+)\.svg$', '\1.webp'), "thumbnail" = regexp_replace("thumbnail", '^(/demo/products/[0-9]+)\.svg$', '\1.thumb.webp') WHERE "image" LIKE '/demo/%.svg' OR "thumbnail" LIKE '/demo/%.svg';--> statement-breakpoint
UPDATE "payouts" SET "proof" = ARRAY(SELECT regexp_replace(p, '^(/demo/proofs/[0-9]+)\.svg$', '\1.webp') FROM unnest("proof") WITH ORDINALITY AS u(p, n) ORDER BY n) WHERE EXISTS (SELECT 1 FROM unnest("proof") AS q(p) WHERE p LIKE '/demo/%.svg');
