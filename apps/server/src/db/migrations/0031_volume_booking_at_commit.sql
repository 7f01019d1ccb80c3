-- Issue 22: a finish books the product's volume without waiting for the answer, with its audit entry and its commit
-- (decision 057). The booking statement then cannot answer "nothing booked": it fails instead, with this SQLSTATE,
-- when the volume would be exceeded, which fails the whole transaction (nothing of the finish is committed).
CREATE OR REPLACE FUNCTION zp_volume_exceeded(p_product integer) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'the volume of product % would be exceeded', p_product USING ERRCODE = 'ZPV01';
END;
$$;
